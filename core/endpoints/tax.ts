/**
 * Tax report paths (docs/rules.md#backend-calls: `/tax/v1/9a` and `/tax/v1/realisation`).
 *
 * The 9a report takes the query of the catalogue (accid, and optionally instruments, each repeating
 * the key). Its pdf and csv are read as downloads of the same query. Segment names beyond the catalogue's
 * words are this kit's choice (`total-pnl`, `transaction-types`, `available-data`), and the
 * K4 report, one per account, sits at `k4-report/{accid}`. Methods and payloads: not
 * shown in the catalogue.
 */
import type { Tax9aQuery } from '../schemas/tax';
import { path, withQuery } from './path';
import type { Id } from './path-params';

/** The 9a tax report. Method and payload: not shown in the catalogue. */
export const report9a = (query: Tax9aQuery): string => withQuery('/tax/v1/9a', query);

/** The filters the 9a report offers. Method and payload: not shown in the catalogue. */
export const report9aFilters = (): string => '/tax/v1/9a/filters';

/** The 9a report as a PDF. Method and payload: not shown in the catalogue. */
export const report9aPdf = (query: Tax9aQuery): string => withQuery('/tax/v1/9a/pdf', query);

/** The 9a report as CSV. Method and payload: not shown in the catalogue. */
export const report9aCsv = (query: Tax9aQuery): string => withQuery('/tax/v1/9a/csv', query);

/** Realisation events. Method and payload: not shown in the catalogue. */
export const realisationEvents = (): string => '/tax/v1/realisation/events';

/** Realisation events the customer has edited. Method and payload: not shown in the catalogue. */
export const realisationUserEdited = (): string => '/tax/v1/realisation/user-edited';

/** The realisation filter. Method and payload: not shown in the catalogue. */
export const realisationFilter = (): string => '/tax/v1/realisation/filter';

/** Realisations of an instrument. Method and payload: not shown in the catalogue. */
export const realisationInstrument = (): string => '/tax/v1/realisation/instrument';

/** Adds a realisation event. Method and payload: not shown in the catalogue. */
export const realisationAdd = (): string => '/tax/v1/realisation/add';

/** Edits a realisation event. Method and payload: not shown in the catalogue. */
export const realisationEdit = (): string => '/tax/v1/realisation/edit';

/** Restores an edited realisation event. Method and payload: not shown in the catalogue. */
export const realisationRestore = (): string => '/tax/v1/realisation/restore';

/** Excludes a realisation event. Method and payload: not shown in the catalogue. */
export const realisationExclude = (): string => '/tax/v1/realisation/exclude';

/** The total profit and loss. Method and payload: not shown in the catalogue. */
export const realisationTotalPnl = (): string => '/tax/v1/realisation/total-pnl';

/** The transaction types of realisations. Method and payload: not shown in the catalogue. */
export const realisationTransactionTypes = (): string => '/tax/v1/realisation/transaction-types';

/** Generates an account's K4 report. Method and payload: not shown in the catalogue. */
export const k4ReportGenerate = (accid: Id): string =>
  path`/tax/v1/realisation/k4-report/${accid}/generate`;

/** An account's K4 report, read and deleted here. Method and payload: not shown in the catalogue. */
export const k4Report = (accid: Id): string => path`/tax/v1/realisation/k4-report/${accid}`;

/** Which realisation data is available. Method and payload: not shown in the catalogue. */
export const realisationAvailableData = (): string => '/tax/v1/realisation/available-data';
