import { describe, expect, it } from 'vitest';
import { remainingInstruments } from './instrument-count';

describe('instrument-count badge', () => {
  it('shows the count minus the previews shown', () => {
    expect(remainingInstruments(12, 4)).toBe(8);
  });

  it('is hidden when every instrument has its logo shown', () => {
    expect(remainingInstruments(4, 4)).toBeUndefined();
    expect(remainingInstruments(3, 4)).toBeUndefined();
    expect(remainingInstruments(undefined, 0)).toBeUndefined();
  });
});
