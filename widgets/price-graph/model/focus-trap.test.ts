import { describe, expect, it } from 'vitest';
import { trappedFocusTarget } from './focus-trap';

describe('focus trap of the maximized graph', () => {
  it('wraps Tab from the last control to the first', () => {
    expect(trappedFocusTarget(4, 5, false)).toBe(0);
  });

  it('wraps Shift+Tab from the first control to the last', () => {
    expect(trappedFocusTarget(0, 5, true)).toBe(4);
  });

  it('lets the browser move between the controls in the middle', () => {
    expect(trappedFocusTarget(2, 5, false)).toBeUndefined();
    expect(trappedFocusTarget(2, 5, true)).toBeUndefined();
  });

  it('from the graph’s own box, goes to the first control, or the last backwards', () => {
    expect(trappedFocusTarget(-1, 5, false)).toBe(0);
    expect(trappedFocusTarget(-1, 5, true)).toBe(4);
  });

  it('does nothing without controls', () => {
    expect(trappedFocusTarget(-1, 0, true)).toBeUndefined();
  });
});
