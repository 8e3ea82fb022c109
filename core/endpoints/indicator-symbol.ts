/**
 * SPEC §9 "Indicator ticker symbols are stripped to alphanumerics": an index's ticker as people
 * write it (`OMX S30`, `S&P 500`, `DJ-INDU`) names the indicator by its letters and digits alone
 * (`OMXS30`, `SP500`, `DJINDU`). Letters of any script count, so a Nordic letter is kept.
 */
export function indicatorTickerSymbol(symbol: string): string {
  return symbol.replace(/[^\p{L}\p{N}]/gu, '');
}
