import * as v from 'valibot';

/**
 * "Indicator ticker symbols are stripped to alphanumerics": an index's ticker as people
 * write it (`OMX S30`, `S&P 500`, `DJ-INDU`) names the indicator by its letters and digits alone
 * (`OMXS30`, `SP500`, `DJINDU`). Letters of any script count, so a Nordic letter is kept.
 */
export function indicatorTickerSymbol(symbol: string): string {
  return symbol.replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * An indicator's ticker symbol as the feed's indicator subscriptions and ticks carry it
 * (`{t: 'indicator', i, m}`): stripped to alphanumerics, so `OMX S30` and
 * `OMXS30` are one subscription, and never empty once stripped. Marked pure, calls and all, so
 * the bundler knows its module has no side effects and imports it only where it is used.
 */
export const IndicatorSymbolSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.string(),
  /* @__PURE__ */ v.transform(indicatorTickerSymbol),
  /* @__PURE__ */ v.nonEmpty('an indicator symbol needs a letter or a digit'),
);
