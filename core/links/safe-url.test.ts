import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

const base = 'http://localhost:4010/api';

describe('untrusted URLs', () => {
  it('keeps absolute https URLs', () => {
    expect(safeUrl('https://cdn.example/list.png', base)).toBe('https://cdn.example/list.png');
  });

  it('resolves relative URLs on the base origin', () => {
    expect(safeUrl('/images/list.svg', base)).toBe('http://localhost:4010/images/list.svg');
    expect(safeUrl('images/list.svg', base)).toBe('http://localhost:4010/images/list.svg');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['http://evil.example/x.png'],
    ['//evil.example/x.png'],
    ['\\\\evil.example/x.png'],
    ['/\\evil.example/x.png'],
    ['java\tscript:alert(1)'],
    [' '],
    ['https://exa mple.com/'],
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, base)).toBeUndefined();
  });

  it('refuses missing values and a malformed base', () => {
    expect(safeUrl(undefined, base)).toBeUndefined();
    expect(safeUrl(null, base)).toBeUndefined();
    expect(safeUrl('/x.png', 'not a url')).toBeUndefined();
  });
});
