import { describe, expect, it } from 'vitest';
import { rovingFocusTarget, rovingTabStop } from './roving-focus';

describe('roving focus in the period bar', () => {
  it('moves to the next button on Right and Down, wrapping at the end', () => {
    expect(rovingFocusTarget('ArrowRight', 0, 11)).toBe(1);
    expect(rovingFocusTarget('ArrowDown', 4, 11)).toBe(5);
    expect(rovingFocusTarget('ArrowRight', 10, 11)).toBe(0);
  });

  it('moves to the previous button on Left and Up, wrapping at the start', () => {
    expect(rovingFocusTarget('ArrowLeft', 3, 11)).toBe(2);
    expect(rovingFocusTarget('ArrowUp', 0, 11)).toBe(10);
  });

  it('goes to the first on Home and the last on End', () => {
    expect(rovingFocusTarget('Home', 7, 11)).toBe(0);
    expect(rovingFocusTarget('End', 2, 11)).toBe(10);
  });

  it('leaves other keys, and an empty row, alone', () => {
    expect(rovingFocusTarget('Enter', 2, 11)).toBeUndefined();
    expect(rovingFocusTarget(' ', 2, 11)).toBeUndefined();
    expect(rovingFocusTarget('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('takes Tab on the button last focused, else the chosen one, else the first', () => {
    expect(rovingTabStop(11, 4, 0)).toBe(4);
    expect(rovingTabStop(11, undefined, 6)).toBe(6);
    expect(rovingTabStop(11, undefined, -1)).toBe(0);
    // A focused button that went away (fewer periods in a new answer).
    expect(rovingTabStop(5, 9, 2)).toBe(2);
  });
});
