import { globalStyle } from '@vanilla-extract/css';
import { tokens } from '../../shared/theme.css';

/*
 * The rules uPlot's elements need, owned here instead of loading uPlot's stylesheet (which also
 * styles a title and a legend the graph never shows, in fixed colours of its own). uPlot builds
 * this DOM for every chart: `.uplot` > `.u-wrap` > `.u-under` and `.u-over` (the layers it
 * stacks over its canvas), the cursor's line and point, the drag selection and the axes' boxes.
 * Each is positioned by uPlot in inline styles, relative to these rules.
 */

/** The drag selection: the accent, faint, so the chart shows through in either theme. */
const SELECTION = `color-mix(in srgb, ${tokens.color.accent} 12%, transparent)`;

globalStyle('.uplot', { width: 'min-content' });
globalStyle('.u-wrap', { position: 'relative', userSelect: 'none' });
globalStyle('.uplot canvas', {
  display: 'block',
  position: 'relative',
  width: '100%',
  height: '100%',
});
globalStyle('.u-under, .u-over, .u-axis, .u-select', { position: 'absolute' });
globalStyle('.u-under', { overflow: 'hidden' });
globalStyle('.u-select', { background: SELECTION, pointerEvents: 'none' });
// The cursor's parts are moved by transforms from the layer's corner.
globalStyle('.u-cursor-x, .u-cursor-pt', {
  position: 'absolute',
  top: 0,
  left: 0,
  pointerEvents: 'none',
  willChange: 'transform',
});
globalStyle('.u-cursor-x', {
  height: '100%',
  borderRight: `1px dashed ${tokens.color.textMuted}`,
});
// uPlot paints the point's fill as an inline `background`; the clip keeps it inside the border.
globalStyle('.u-cursor-pt', {
  borderRadius: '50%',
  border: '0 solid',
  backgroundClip: 'padding-box !important',
});
globalStyle('.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-pt.u-off', {
  display: 'none',
});
