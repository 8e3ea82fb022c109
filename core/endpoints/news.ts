/**
 * News paths (docs/rules.md#backend-calls: `/news/v1`). "news preview" and "trading
 * status" become `news-preview` and `trading-status`, this kit's choice. Methods and payloads:
 * not shown in the catalogue.
 */

/** The financial calendar. Method and payload: not shown in the catalogue. */
export const calendar = (): string => '/news/v1/calendar';

/** News previews. Method and payload: not shown in the catalogue. */
export const newsPreview = (): string => '/news/v1/news-preview';

/** News as a stream. Method and payload: not shown in the catalogue. */
export const streaming = (): string => '/news/v1/streaming';

/** News tags. Method and payload: not shown in the catalogue. */
export const tags = (): string => '/news/v1/tags';

/** Trading status news. Method and payload: not shown in the catalogue. */
export const tradingStatus = (): string => '/news/v1/trading-status';
