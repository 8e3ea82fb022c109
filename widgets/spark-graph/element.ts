import { SparkGraph } from './spark-graph';

/**
 * A tiny line or area chart without axes, for CMS articles and tables: many per page. The line
 * takes the positive colour when the last value is above the close, the negative colour
 * otherwise; fewer than 2 finite values draw nothing, and all-equal values a flat middle line.
 * It fills its container's width (and 2.5em of height unless the page sizes it), stays sharp at
 * every pixel ratio, and is an image for assistive technology, named by a summary: the first
 * and last value and the change in percent. A spark by instrument loads its series when it
 * comes near the viewport; sparks of the same instrument and period share one request, and
 * live ones share the page's feed connection.
 *
 * @tag spark-graph
 *
 * @attr {string} values - The series: a JSON array (`[101.5, 102, 101.8]`) or a comma list (`101.5, 102, 101.8`); the `values` property also takes an array. Non-finite values are left out. Wins over `instrument-id`.
 * @attr {number} close - The value the last one is compared with for the colour and the change. Default: the series' previous close when loaded by instrument, else the first value.
 * @attr {string} instrument-id - An instrument whose spark series is loaded from the API.
 * @attr {string} period - The period of the loaded series: DAY_1, WEEK_1, MONTH_1, MONTH_3, MONTH_6, YTD, YEAR_1, YEAR_3, YEAR_5, YEAR_10 or ALL. Default: DAY_1.
 * @attr {boolean} area - Fills the area below the line.
 * @attr {boolean} gradient - Fills the area below the line with a colour that fades downwards.
 * @attr {boolean} live - Adds the instrument's live prices from the feed to a series loaded by `instrument-id` (inline values have no times to place them by). Sparks share the page's one feed connection.
 * @attr {string} api-base - Origin of the broker API. Default: the page's origin.
 * @attr {string} feed-url - WebSocket URL of the live feed. Default: derived from `api-base`.
 * @attr {string} site-base - Origin of the broker site. Default: the page's origin.
 * @attr {string} locale - sv-SE, nb-NO, da-DK, fi-FI or en-GB, for the summary's numbers and words. Default: `<html lang>`, else sv-SE.
 * @attr {'light' | 'dark' | 'auto'} theme - Colour theme; `auto` follows the reader's system. Default: light.
 *
 * @fires {CustomEvent<SparkErrorDetail>} bw-error - The attributes cannot be drawn, or the series could not be loaded; nothing is drawn.
 *
 * @csspart graph - The drawing's box, with the image role and the summary.
 * @csspart positive - The drawing's box when the last value is above the close.
 * @csspart negative - The drawing's box otherwise.
 * @csspart line - The line.
 * @csspart area - The fill below the line.
 * @csspart dots - The dots of a series of at most 5 points.
 *
 * @cssproperty --bw-color-positive - The line and fill when the last value is above the close.
 * @cssproperty --bw-color-negative - The line and fill otherwise.
 */
export const SparkGraphElement = SparkGraph;
