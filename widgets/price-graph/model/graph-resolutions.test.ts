import { describe, expect, it } from 'vitest';
import { chooseResolution, isIntraday, requestedResolution } from './graph-resolutions';

describe('intraday resolutions', () => {
  it.each(['MIN_1', 'MIN_2', 'MIN_5', 'MIN_15', 'MIN_30', 'HOUR_1', 'HOUR_4'] as const)(
    '%s is intraday, so the tooltip shows the time',
    (resolution) => {
      expect(isIntraday(resolution)).toBe(true);
    },
  );

  it.each(['DAY', 'WEEK', 'MONTH', 'QUARTER'] as const)('%s is not intraday', (resolution) => {
    expect(isIntraday(resolution)).toBe(false);
  });

  it('is not intraday when the resolution is not known', () => {
    expect(isIntraday(undefined)).toBe(false);
  });
});

describe('choosing a resolution', () => {
  it('stores it for the current period only', () => {
    const choices = chooseResolution({ YEAR_1: 'WEEK' }, 'DAY_1', 'MIN_5');
    expect(choices).toEqual({ YEAR_1: 'WEEK', DAY_1: 'MIN_5' });
  });

  it("replaces the period's earlier choice and leaves the others", () => {
    const choices = chooseResolution({ DAY_1: 'MIN_5', WEEK_1: 'MIN_30' }, 'DAY_1', 'HOUR_1');
    expect(choices).toEqual({ DAY_1: 'HOUR_1', WEEK_1: 'MIN_30' });
  });

  it('leaves the stored choices as they were', () => {
    const stored = { YEAR_1: 'WEEK' } as const;
    chooseResolution(stored, 'DAY_1', 'MIN_5');
    expect(stored).toEqual({ YEAR_1: 'WEEK' });
  });
});

describe('requested resolution', () => {
  it("is the period's choice when the period offers it", () => {
    expect(requestedResolution({ DAY_1: 'MIN_5' }, 'DAY_1', ['MIN_1', 'MIN_5', 'MIN_15'])).toBe(
      'MIN_5',
    );
  });

  it("is the period's choice while the offer is not known yet", () => {
    expect(requestedResolution({ DAY_1: 'MIN_5' }, 'DAY_1', undefined)).toBe('MIN_5');
  });

  it('is none when the period no longer offers the choice, so the backend picks', () => {
    expect(requestedResolution({ DAY_1: 'MIN_5' }, 'DAY_1', ['MIN_15', 'HOUR_1'])).toBeUndefined();
  });

  it("is none when nothing was chosen for this period, even if another period's was", () => {
    expect(requestedResolution({ YEAR_1: 'WEEK' }, 'DAY_1', ['WEEK'])).toBeUndefined();
    expect(requestedResolution({}, 'DAY_1', undefined)).toBeUndefined();
  });
});
