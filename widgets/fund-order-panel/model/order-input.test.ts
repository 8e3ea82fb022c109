import { describe, expect, it } from 'vitest';
import { cleanBuyAmount, cleanSellAmount, cleanSellPercent, parseInputNumber } from './order-input';

describe('buy amount input', () => {
  it('accepts digits only', () => {
    expect(cleanBuyAmount('12a3-4')).toBe('1234');
  });

  it('removes spaces and dots', () => {
    expect(cleanBuyAmount('1 000')).toBe('1000');
    expect(cleanBuyAmount('1\u00a0000\u202f000')).toBe('1000000');
    expect(cleanBuyAmount('25.000')).toBe('25000');
  });

  it('reads an English thousands comma as grouping', () => {
    expect(cleanBuyAmount('1,000,000')).toBe('1000000');
  });

  it('drops a pasted decimal part instead of joining its digits', () => {
    expect(cleanBuyAmount('1 000,50')).toBe('1000');
    expect(cleanBuyAmount('1.000,5')).toBe('1000');
  });

  it('drops leading zeros', () => {
    expect(cleanBuyAmount('000150')).toBe('150');
  });
});

describe('sell amount input', () => {
  it('turns a comma into a dot', () => {
    expect(cleanSellAmount('12,5')).toBe('12.5');
  });

  it('keeps at most 2 decimals', () => {
    expect(cleanSellAmount('12.3456')).toBe('12.34');
  });

  it('reads locale-formatted numbers', () => {
    expect(cleanSellAmount('1\u00a0234,56')).toBe('1234.56');
    expect(cleanSellAmount('1.234,56')).toBe('1234.56');
    expect(cleanSellAmount('1,234.56')).toBe('1234.56');
  });

  it('keeps an unfinished decimal while typing', () => {
    expect(cleanSellAmount('12,')).toBe('12.');
    expect(cleanSellAmount(',5')).toBe('0.5');
  });
});

describe('sell percent input', () => {
  it('keeps at most 2 decimals and turns a comma into a dot', () => {
    expect(cleanSellPercent('33,3333')).toBe('33.33');
  });

  it('drops a percent sign', () => {
    expect(cleanSellPercent('50 %')).toBe('50');
  });
});

describe('reading an input', () => {
  it('gives the number', () => {
    expect(parseInputNumber('1234.5')).toBe(1234.5);
    expect(parseInputNumber('12.')).toBe(12);
  });

  it('gives nothing for an empty input', () => {
    expect(parseInputNumber('')).toBeUndefined();
    expect(parseInputNumber('.')).toBeUndefined();
  });
});
