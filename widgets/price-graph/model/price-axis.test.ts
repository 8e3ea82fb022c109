import { describe, expect, it } from 'vitest';
import {
  decimalsOfIncrement,
  labelsClearOfTags,
  priceAxisSteps,
  priceTickTexts,
} from './price-axis';

/** Intl groups Swedish thousands with a no-break space. */
const NBSP = '\u00a0';

describe('price tick texts', () => {
  it('writes ticks above 1000 in thousands, k, at the scale of the largest tick', () => {
    expect(priceTickTexts([1000, 1500, 2000], 'en-GB')).toEqual(['1.0k', '1.5k', '2.0k']);
    expect(priceTickTexts([1000, 1500, 2000], 'sv-SE')).toEqual(['1,0k', '1,5k', '2,0k']);
    expect(priceTickTexts([5000, 10_000, 15_000], 'en-GB')).toEqual(['5k', '10k', '15k']);
  });

  it('writes a tick of 1000 itself in full while no tick is above it', () => {
    expect(priceTickTexts([0, 500, 1000], 'en-GB')).toEqual(['0', '500', '1,000']);
    expect(priceTickTexts([0, 500, 1000], 'sv-SE')).toEqual(['0', '500', `1${NBSP}000`]);
  });

  it('writes ticks above 1,000,000 in millions, M', () => {
    expect(priceTickTexts([1_000_000, 2_000_000, 3_000_000], 'en-GB')).toEqual(['1M', '2M', '3M']);
    expect(priceTickTexts([500_000, 1_000_000, 1_500_000], 'en-GB')).toEqual([
      '0.5M',
      '1.0M',
      '1.5M',
    ]);
    // 1,000,000 is not above 1,000,000: still thousands.
    expect(priceTickTexts([500_000, 1_000_000], 'en-GB')).toEqual(['500k', '1,000k']);
  });

  it('never rounds a tick to a value it is not', () => {
    // Steps of 2.5k: 2,500 must not read as 3k.
    expect(priceTickTexts([2500, 5000, 7500, 10_000], 'en-GB')).toEqual([
      '2.5k',
      '5.0k',
      '7.5k',
      '10.0k',
    ]);
    // Steps of 0.25: 4.25 must not read as 4.3.
    expect(priceTickTexts([4, 4.25, 4.5, 4.75], 'en-GB')).toEqual(['4.00', '4.25', '4.50', '4.75']);
  });

  it('keeps the half steps of prices below 5 when the axis is padded past 5', () => {
    // Closes below 5 ask for decimal steps; a candle's high or the padding may reach 5.5.
    expect(priceTickTexts([4.5, 5, 5.5], 'en-GB')).toEqual(['4.5', '5.0', '5.5']);
  });

  it('keeps decimals on ticks below 5', () => {
    expect(priceTickTexts([4.5, 4.6], 'en-GB')).toEqual(['4.5', '4.6']);
    expect(priceTickTexts([4.5, 4.6], 'sv-SE')).toEqual(['4,5', '4,6']);
    expect(priceTickTexts([0.02, 0.04, 0.06], 'en-GB')).toEqual(['0.02', '0.04', '0.06']);
    expect(priceTickTexts([4.5], 'en-GB')).toEqual(['4.5']);
  });

  it('writes whole ticks from 5 up without decimals', () => {
    expect(priceTickTexts([80, 82, 84], 'en-GB')).toEqual(['80', '82', '84']);
    expect(priceTickTexts([5, 10, 15], 'sv-SE')).toEqual(['5', '10', '15']);
  });

  it('writes negative ticks in the locale, with the same scale', () => {
    const texts = priceTickTexts([-2000, 0, 2000], 'en-GB');
    expect([texts[0], texts[2]]).toEqual(['-2k', '2k']);
    expect(priceTickTexts([-2000, 0, 2000], 'sv-SE')[0]).toBe('\u22122k');
  });
});

describe('decimals of a tick increment', () => {
  it('are none for whole steps', () => {
    expect(decimalsOfIncrement(1)).toBe(0);
    expect(decimalsOfIncrement(5)).toBe(0);
    expect(decimalsOfIncrement(500)).toBe(0);
  });

  it('are the digits the step needs', () => {
    expect(decimalsOfIncrement(0.5)).toBe(1);
    expect(decimalsOfIncrement(0.1)).toBe(1);
    expect(decimalsOfIncrement(0.05)).toBe(2);
    expect(decimalsOfIncrement(0.25)).toBe(2);
    expect(decimalsOfIncrement(2.5)).toBe(1);
    expect(decimalsOfIncrement(0.025)).toBe(3);
  });

  it('ignore the float noise of a difference of two ticks', () => {
    // 4.6 - 4.5 is 0.0999999999999996 in binary floating point.
    expect(decimalsOfIncrement(4.6 - 4.5)).toBe(1);
    expect(decimalsOfIncrement(0.3 - 0.1)).toBe(1);
  });

  it('are at most 6', () => {
    expect(decimalsOfIncrement(0.000001)).toBe(6);
    expect(decimalsOfIncrement(1e-9)).toBe(6);
  });

  it('are none for a step that is not a positive number', () => {
    expect(decimalsOfIncrement(0)).toBe(0);
    expect(decimalsOfIncrement(-0.5)).toBe(0);
    expect(decimalsOfIncrement(Number.NaN)).toBe(0);
    expect(decimalsOfIncrement(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('price axis steps (tick decimals below 5)', () => {
  it('are whole numbers when the values reach 5', () => {
    for (const max of [5, 84, 2000, 1_500_000]) {
      const steps = priceAxisSteps(max);
      expect(steps.every((step) => Number.isInteger(step))).toBe(true);
      expect(steps[0]).toBe(1);
    }
  });

  it('offer 25 but not 2.5 when the values reach 5', () => {
    const steps = priceAxisSteps(84);
    expect(steps).toContain(25);
    expect(steps).not.toContain(2.5);
  });

  it('have decimal steps below 5', () => {
    const steps = priceAxisSteps(4.6);
    expect(steps).toContain(0.1);
    expect(steps).toContain(0.25);
    expect(steps).toContain(0.5);
    expect(steps).toContain(2.5);
    expect(steps[0]).toBe(0.000001);
  });

  it('are in increasing order', () => {
    for (const max of [4.6, 84]) {
      const steps = priceAxisSteps(max);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
    }
  });
});

describe('price labels beside the price tags', () => {
  it('leaves out a label the previous-close tag would cover', () => {
    // Labels at 20, 70 and 120 px; the tag at 75 px covers the one at 70.
    expect(labelsClearOfTags([20, 70, 120], [75])).toEqual([true, false, true]);
  });

  it('keeps a label just clear of a tag, and every label without tags', () => {
    expect(labelsClearOfTags([59, 91], [75])).toEqual([true, true]);
    expect(labelsClearOfTags([10, 20], [])).toEqual([true, true]);
  });

  it('leaves out the labels under each of two tags', () => {
    expect(labelsClearOfTags([10, 50, 90], [12, 88])).toEqual([false, true, false]);
  });
});
