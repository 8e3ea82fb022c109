import { describe, expect, it } from 'vitest';
import { eventIconUrl, eventIconVariants, MARKER_ICONS } from './event-icons';

const BASE = 'https://api.broker.example';

describe('event icon URLs', () => {
  it('name the icon and the theme', () => {
    expect(
      eventIconUrl({
        kind: 'dividend',
        theme: 'light',
        finnish: false,
        hover: false,
        staticBase: BASE,
      }),
    ).toBe('https://api.broker.example/static/graph-events/dividend-light.svg');
  });

  it('add the Finnish and the hover variant, in that order', () => {
    expect(
      eventIconUrl({
        kind: 'negative',
        theme: 'dark',
        finnish: true,
        hover: true,
        staticBase: BASE,
      }),
    ).toBe('https://api.broker.example/static/graph-events/negative-dark-fi-hover.svg');
    expect(
      eventIconUrl({
        kind: 'report',
        theme: 'dark',
        finnish: false,
        hover: true,
        staticBase: BASE,
      }),
    ).toBe('https://api.broker.example/static/graph-events/report-dark-hover.svg');
  });

  it('keep a static base given with a path and a trailing slash', () => {
    expect(
      eventIconUrl({
        kind: 'positive',
        theme: 'light',
        finnish: true,
        hover: false,
        staticBase: 'https://broker.example/api/',
      }),
    ).toBe('https://broker.example/api/static/graph-events/positive-light-fi.svg');
  });

  it('exist for report, positive, negative and dividend, light or dark, Finnish, hover', () => {
    const variants = eventIconVariants();
    expect(variants).toHaveLength(4 * 2 * 2 * 2);
    expect(new Set(variants.map((variant) => JSON.stringify(variant))).size).toBe(32);
  });
});

describe('the icon of an event marker', () => {
  it('is the positive or negative report by the change, the dividend for dividends', () => {
    expect(MARKER_ICONS.positive).toBe('positive');
    expect(MARKER_ICONS.negative).toBe('negative');
    expect(MARKER_ICONS.dividend).toBe('dividend');
  });

  it('is none for other events', () => {
    expect(MARKER_ICONS.other).toBeUndefined();
  });
});
