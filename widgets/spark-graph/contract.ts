import {
  documented,
  documentedEvents,
  elementContract,
  errorEvent,
} from '../shared/element-contract';
import { sparkGraphSpec } from './spec';

/** `<spark-graph>`'s public contract (see shared/element-contract.ts). */
export const sparkGraphContract = /* @__PURE__ */ elementContract({
  tag: sparkGraphSpec.tag,
  className: 'SparkGraphElement',
  summary: 'A tiny line or area chart without axes, coloured by its last value against the close.',
  description:
    'A tiny line or area chart without axes, for CMS articles and tables: many per page. The ' +
    'line takes the positive colour when the last value is above the close, the negative ' +
    'colour otherwise; fewer than 2 finite values draw nothing, and all-equal values a flat ' +
    "middle line. It fills its container's width (and 2.5em of height unless the page sizes " +
    'it), stays sharp at every pixel ratio, and is an image for assistive technology, named by ' +
    'a summary: the first and last value and the change in percent. A spark by instrument ' +
    'loads its series when it comes near the viewport; sparks of the same instrument and ' +
    "period share one request, and live ones share the page's feed connection.",
  attributes: documented(sparkGraphSpec.attributes, {
    values: {
      description:
        'the series typed in: a JSON array, or a comma list with or without brackets (`NaN`, `null` for missing values); the `values` property also takes an array. Wins over `instrument-id`',
    },
    close: {
      default: "the loaded series' previous close, else the first value",
      description: 'what the last value is compared with',
    },
    'instrument-id': {
      description:
        'an instrument whose series is loaded from `GET {api-base}/market-data/price-time-series/{id}/spark?period=…`',
    },
    period: {
      default: '`DAY_1`',
      description:
        '`DAY_1`, `WEEK_1`, `MONTH_1`, `MONTH_3`, `MONTH_6`, `YTD`, `YEAR_1`, `YEAR_3`, `YEAR_5`, `YEAR_10` or `ALL`',
    },
    area: { description: 'fills the area below the line' },
    gradient: { description: 'fills the area below the line with a colour that fades downwards' },
    live: {
      description:
        "adds the instrument's price ticks from the feed to a series loaded by `instrument-id` (inline values have no times to place a tick by)",
    },
  }),
  events: documentedEvents(sparkGraphSpec.events, {
    'bw-error': errorEvent(
      'SparkErrorDetail',
      'the attributes cannot be drawn, or the series could not be loaded; nothing is drawn',
      ['message'],
    ),
  }),
  parts: {
    graph: "The drawing's box, with the image role and the summary.",
    positive: "The drawing's box when the last value is above the close.",
    negative: "The drawing's box otherwise.",
    line: 'The line.',
    area: 'The fill below the line.',
    dots: 'The dots of a series of at most 5 points.',
  },
  slots: {},
  tokens: ['--bw-color-positive', '--bw-color-negative'],
  cssProperties: {},
});
