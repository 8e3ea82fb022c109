/** The chart's size in CSS pixels: the element's width and chart height, and the others' size. */
export const CHART = { width: 1000, height: 500 } as const;

/** The colours of the other charts: the element's light theme's accent and muted text. */
export const COLOURS = { line: '#0046c8', area: '#0046c81a', volume: '#555c6b50' } as const;

/** The element's locale, so the period buttons' names are English. */
export const LOCALE = 'en-GB';
