import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { IndicatorSymbolSchema, indicatorTickerSymbol } from './indicator-symbol';

describe('indicator ticker symbols are stripped to alphanumerics', () => {
  it.each([
    ['OMXS30', 'OMXS30'],
    ['OMX S30', 'OMXS30'],
    ['S&P 500', 'SP500'],
    ['DJ-INDU', 'DJINDU'],
    ['^OMXC25.CO', 'OMXC25CO'],
    ['a/b c?', 'abc'],
    ['BÖRS 1', 'BÖRS1'],
  ])('%s becomes %s', (symbol, stripped) => {
    expect(indicatorTickerSymbol(symbol)).toBe(stripped);
  });

  it('leaves nothing of a symbol without letters or digits', () => {
    expect(indicatorTickerSymbol(' -/. ')).toBe('');
  });
});

describe('an indicator symbol at the boundary', () => {
  it('is read stripped to its letters and digits', () => {
    expect(v.parse(IndicatorSymbolSchema, 'OMX S30')).toBe('OMXS30');
  });

  it('is refused when nothing is left of it', () => {
    expect(v.safeParse(IndicatorSymbolSchema, ' - ').success).toBe(false);
    expect(v.safeParse(IndicatorSymbolSchema, 30).success).toBe(false);
  });
});
