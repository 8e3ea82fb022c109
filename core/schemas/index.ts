/**
 * The valibot schemas of every payload that crosses the boundary, with their
 * inferred types, and `parse`/`safeParse` to apply them.
 *
 * Unknown fields: every object schema is `v.object`, which tolerates fields it does
 * not name and leaves them out of the output (never `v.looseObject`, never
 * `v.strictObject`). Parsed values therefore hold only what the schema checked, and a
 * `__proto__` or `constructor` key in the input never reaches the output. The only
 * values passed through unchecked are the two price-series fields the catalogue names without a
 * shape (`enrichPoints`, `technicalAnalysisPoints`), typed `unknown`.
 *
 * Numbers are finite everywhere (`FiniteNumberSchema`); value ranges are rules of the
 * widgets' models, not of the shapes here.
 */
export * from './account';
export * from './allocation-request';
export * from './authentication';
export * from './buy-sell-transaction';
export * from './calendar-date';
export * from './enumerations';
export * from './finite-number';
export * from './fund-info';
export * from './fund-order';
export * from './graph-setting-values';
export * from './graph-user-settings';
export * from './historical-event';
export * from './historical-returns';
export * from './indicator-symbol';
export * from './identifiers';
export * from './instrument';
export * from './instrument-search';
export * from './known-values';
export * from './list-preview';
export * from './live-data';
export * from './money';
export * from './non-empty-string';
export * from './order-failure';
export * from './parse-boundary';
export * from './periodic-plan';
export * from './position';
export * from './price-time-series';
export * from './suitability';
export * from './tax';
export * from './transaction-filters';
export * from './transaction-page';
export * from './user-settings';
