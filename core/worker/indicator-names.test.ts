import { describe, expect, it } from 'vitest';
import { INDICATOR_NAMES } from './indicator-names';
import { indicatorService } from './indicator-service';

describe('the indicator engine’s names', () => {
  it('are exactly the functions the worker offers', () => {
    expect([...INDICATOR_NAMES].sort()).toEqual(Object.keys(indicatorService).sort());
  });
});
