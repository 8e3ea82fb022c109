import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { hostBoxRules } from '../shared/reserved-box';
import { tokens } from '../shared/theme.css';
import { SPARK_BOX } from './spark-box';

/** Width of the line, in CSS pixels at any size of the element. */
const LINE_WIDTH_PX = 1.5;
/** Diameter of the dots of a short series (see SPARK_DEFAULT_MAXIMUM_POINTS), in CSS pixels. */
const DOT_DIAMETER_PX = 5;
/** Opacity of a plain area fill. */
const AREA_OPACITY = 0.16;
/** Opacity of a gradient fill at the top; it fades to nothing at the bottom. */
const GRADIENT_TOP_OPACITY = 0.4;

// The kit's sheet is shared by every element, so the spark's own host rules name its tag.
for (const [selector, rule] of hostBoxRules('spark-graph', SPARK_BOX)) globalStyle(selector, rule);

/** The colour by trend, from the theme's tokens; every part draws in currentColor. */
export const trend = styleVariants({
  positive: { color: tokens.color.positive },
  negative: { color: tokens.color.negative },
});

/**
 * The drawing fills the element; its padding of half a dot on each side keeps the line's width
 * and the dots at the highest and lowest points inside the element's box.
 */
export const drawing = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: `${String(DOT_DIAMETER_PX / 2)}px`,
  overflow: 'visible',
});

const scaleFree = { vectorEffect: 'non-scaling-stroke' } as const;

export const line = style({
  ...scaleFree,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: `${LINE_WIDTH_PX}px`,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

/** Zero-length segments with round caps: circles that keep their size however the box stretches. */
export const dots = style({
  ...scaleFree,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: `${DOT_DIAMETER_PX}px`,
  strokeLinecap: 'round',
});

export const area = style({ fill: 'currentColor', fillOpacity: AREA_OPACITY, stroke: 'none' });

export const gradientArea = style({ fill: 'url(#spark-fade)', stroke: 'none' });

export const fadeTop = style({ stopColor: 'currentColor', stopOpacity: GRADIENT_TOP_OPACITY });

export const fadeBottom = style({ stopColor: 'currentColor', stopOpacity: 0 });
