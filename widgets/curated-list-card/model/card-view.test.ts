import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ListPreviewSchema } from '../../../core/schemas/list-preview';
import { cardView } from './card-view';

const where = { apiBase: 'http://localhost:4010', siteBase: 'https://www.broker.example' };
const parse = (input: unknown) => v.parse(ListPreviewSchema, input);

describe('curated-list card view', () => {
  it('links to the shared watchlist page by slug', () => {
    const view = cardView(parse({ id: 7, slug: 'tech-giants', displayName: 'Tech' }), where);
    expect(view.href).toBe('https://www.broker.example/watchlists/shared/tech-giants');
  });

  it('links by id when the list has no slug', () => {
    const view = cardView(parse({ id: 'abc 1', displayName: 'Tech' }), where);
    expect(view.href).toBe('https://www.broker.example/watchlists/shared/abc%201');
  });

  it('shows at most four logos and counts the rest', () => {
    const view = cardView(
      parse({
        id: 1,
        displayName: 'Tech',
        instrumentPreviews: Array.from({ length: 6 }, (_, i) => ({ logoUrl: `/logo/${i}.svg` })),
        instrumentCount: 15,
      }),
      where,
    );
    expect(view.logos).toHaveLength(4);
    expect(view.logos[0]).toBe('http://localhost:4010/logo/0.svg');
    expect(view.remaining).toBe(11);
  });

  it('replaces unsafe image and logo URLs with placeholders', () => {
    const view = cardView(
      parse({
        id: 1,
        displayName: 'Tech',
        image: { url: 'javascript:alert(1)' },
        instrumentPreviews: [{ logoUrl: 'data:image/png;base64,AAAA' }, { logoUrl: '//evil/x' }],
      }),
      where,
    );
    expect(view.imageUrl).toBeUndefined();
    expect(view.logos).toEqual([undefined, undefined]);
  });

  it('ignores unknown badges and prefers NEW', () => {
    const view = cardView(
      parse({ id: 1, displayName: 'Tech', badges: ['HOT', 'TRENDING', 'NEW'] }),
      where,
    );
    expect(view.badge).toBe('NEW');
  });
});
