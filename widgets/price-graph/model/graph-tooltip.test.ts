import { describe, expect, it } from 'vitest';
import { priceDecimals, tooltipName } from './graph-tooltip';

describe('tooltip name (truncated at 18 characters)', () => {
  it('keeps a name of up to 18 characters as it is', () => {
    expect(tooltipName('Volvo B')).toBe('Volvo B');
    expect(tooltipName('Investor AB ser. B')).toBe('Investor AB ser. B'); // 18
  });

  it('cuts a longer name to 17 characters and an ellipsis', () => {
    // 'Handelsbanken Sverige Index' has 27 characters.
    expect(tooltipName('Handelsbanken Sverige Index')).toBe('Handelsbanken Sve…');
    expect(Array.from(tooltipName('Handelsbanken Sverige Index'))).toHaveLength(18);
    expect(tooltipName('Investor AB ser. B2')).toBe('Investor AB ser. …');
  });

  it('counts an emoji or other astral character as one character', () => {
    const faces = '😀'.repeat(18);
    expect(tooltipName(faces)).toBe(faces);
    expect(tooltipName('😀'.repeat(19))).toBe(`${'😀'.repeat(17)}…`);
    // Never cut between the two halves of a surrogate pair.
    expect(tooltipName(`${'a'.repeat(16)}𝔸𝔹𝔺`)).toBe(`${'a'.repeat(16)}𝔸…`);
  });

  it('counts the name without its surrounding spaces', () => {
    expect(tooltipName('  Volvo B  ')).toBe('Volvo B');
  });
});

describe('price decimals', () => {
  it('are at least 2', () => {
    expect(priceDecimals(Float64Array.of(100, 101.5, 102))).toBe(2);
    expect(priceDecimals(new Float64Array(0))).toBe(2);
  });

  it('are 3 for a quote with three decimals, such as 4.512', () => {
    expect(priceDecimals(Float64Array.of(4.5, 4.512, 4.52))).toBe(3);
  });

  it('are at most 4', () => {
    expect(priceDecimals(Float64Array.of(1.2345))).toBe(4);
    expect(priceDecimals(Float64Array.of(1.234567))).toBe(4);
    expect(priceDecimals(Float64Array.of(1 / 3))).toBe(4);
  });

  it('ignore the float noise of a computed price', () => {
    expect(priceDecimals(Float64Array.of(0.1 + 0.2))).toBe(2);
  });
});
