import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ListPreviewSchema } from './list-preview';

const list = (fields: Record<string, unknown>) => ({ id: 7, displayName: 'Seven', ...fields });
const parse = (fields: Record<string, unknown>) => v.safeParse(ListPreviewSchema, list(fields));

describe('list preview counts', () => {
  it('reads views and the instrument count as whole numbers', () => {
    const parsed = parse({ views: 1532, instrumentCount: 12 });
    expect(parsed.success && parsed.output).toMatchObject({ views: 1532, instrumentCount: 12 });
  });

  it('reads a count written as digits alone, as CMS fields often hold numbers', () => {
    const parsed = parse({ views: '1532', instrumentCount: ' 12 ' });
    expect(parsed.success && parsed.output).toMatchObject({ views: 1532, instrumentCount: 12 });
  });

  it('refuses a count as any other text rather than guess at it', () => {
    for (const views of ['1,532', '1.5K', '1e3', '-3', '', 'many']) {
      expect(parse({ views }).success, views).toBe(false);
    }
  });

  it('refuses negative, fractional and inexact counts', () => {
    for (const views of [-1, 1.5, Number.MAX_SAFE_INTEGER + 1, 1e21, Infinity]) {
      expect(parse({ views }).success, String(views)).toBe(false);
    }
    expect(parse({ views: Number.MAX_SAFE_INTEGER }).success).toBe(true);
  });

  it('says why an inexact count is refused', () => {
    const parsed = parse({ views: 1e21 });
    expect(parsed.success ? '' : v.summarize(parsed.issues)).toContain('at most 2^53 − 1');
  });
});
