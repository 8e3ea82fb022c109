import { describe, expect, it } from 'vitest';
import { activeResultAfter } from './compare-search';

describe('compare search results by keyboard', () => {
  it('Down goes from none to the first result, then on, wrapping at the end', () => {
    expect(activeResultAfter('ArrowDown', undefined, 5)).toBe(0);
    expect(activeResultAfter('ArrowDown', 0, 5)).toBe(1);
    expect(activeResultAfter('ArrowDown', 4, 5)).toBe(0);
  });

  it('Up goes from none to the last result, then back, wrapping at the start', () => {
    expect(activeResultAfter('ArrowUp', undefined, 5)).toBe(4);
    expect(activeResultAfter('ArrowUp', 3, 5)).toBe(2);
    expect(activeResultAfter('ArrowUp', 0, 5)).toBe(4);
  });

  it('leaves other keys to the search box, and has nothing to move to without results', () => {
    expect(activeResultAfter('Home', 2, 5)).toBeUndefined();
    expect(activeResultAfter('ArrowLeft', 2, 5)).toBeUndefined();
    expect(activeResultAfter('ArrowDown', undefined, 0)).toBeUndefined();
  });
});
