import { describe, expect, it } from 'vitest';
import { chartTimeZone } from './graph-instrument';

describe('chart time zone by country', () => {
  it.each([
    ['no', 'Europe/Oslo'],
    ['dk', 'Europe/Copenhagen'],
    ['se', 'Europe/Stockholm'],
    ['fi', 'Europe/Helsinki'],
    ['de', 'Europe/Berlin'],
  ])('is %s → %s', (country, timeZone) => {
    expect(chartTimeZone(country)).toBe(timeZone);
  });

  it('reads the country in any case', () => {
    expect(chartTimeZone('FI')).toBe('Europe/Helsinki');
    expect(chartTimeZone('No')).toBe('Europe/Oslo');
    expect(chartTimeZone(' dk ')).toBe('Europe/Copenhagen');
  });

  it('is Stockholm for any other country', () => {
    expect(chartTimeZone('us')).toBe('Europe/Stockholm');
    expect(chartTimeZone('nor')).toBe('Europe/Stockholm');
    expect(chartTimeZone('')).toBe('Europe/Stockholm');
    // Not fooled by names every object has.
    expect(chartTimeZone('constructor')).toBe('Europe/Stockholm');
  });

  it('is Stockholm when no country is given', () => {
    expect(chartTimeZone(undefined)).toBe('Europe/Stockholm');
  });
});
