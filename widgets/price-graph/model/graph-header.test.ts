import { describe, expect, it } from 'vitest';
import { GRAPH_FEATURES, type GraphFeature } from './graph-features';
import {
  availableTabs,
  bidPriceAvailable,
  drawerCoversChart,
  fullscreenAfterEscape,
  showsBuySellChip,
  showsChipLabel,
  showsMaximize,
  toggledDrawer,
  underBidPrice,
} from './graph-header';

const all = new Set<GraphFeature>(GRAPH_FEATURES);
const without = (...names: GraphFeature[]) =>
  new Set(GRAPH_FEATURES.filter((name) => !names.includes(name)));

describe('chip labels', () => {
  it('shows the Buy & Sell label above 386 px, or fullscreen', () => {
    expect(showsChipLabel('buy-sell', 386, false)).toBe(false);
    expect(showsChipLabel('buy-sell', 387, false)).toBe(true);
    expect(showsChipLabel('buy-sell', 200, true)).toBe(true);
  });

  it('shows the other labels above 631 px, or fullscreen', () => {
    expect(showsChipLabel('other', 631, false)).toBe(false);
    expect(showsChipLabel('other', 632, false)).toBe(true);
    expect(showsChipLabel('other', 300, true)).toBe(true);
  });
});

describe('drawer tabs', () => {
  it('opens the clicked tab, and closes it on a second click', () => {
    expect(toggledDrawer('none', 'compare')).toBe('compare');
    expect(toggledDrawer('compare', 'settings')).toBe('settings');
    expect(toggledDrawer('settings', 'settings')).toBe('none');
  });

  it('offers a tab only with its feature', () => {
    expect(availableTabs(all)).toEqual(['settings', 'compare', 'technical-analysis']);
    expect(availableTabs(without('compare'))).toEqual(['settings', 'technical-analysis']);
    expect(availableTabs(new Set())).toEqual([]);
  });
});

describe('the drawer over a narrow card', () => {
  it('covers the chart and the period bar up to 640 px, lies beside them above', () => {
    expect(drawerCoversChart('compare', 312)).toBe(true);
    expect(drawerCoversChart('settings', 640)).toBe(true);
    expect(drawerCoversChart('settings', 641)).toBe(false);
  });

  it('covers nothing while closed', () => {
    expect(drawerCoversChart('none', 312)).toBe(false);
  });
});

describe('Escape', () => {
  it('leaves fullscreen when no drawer tab is open', () => {
    expect(fullscreenAfterEscape(true, 'none')).toBe(false);
  });

  it('keeps fullscreen while a drawer tab is open', () => {
    expect(fullscreenAfterEscape(true, 'technical-analysis')).toBe(true);
  });
});

describe('the Buy & Sell chip', () => {
  const shown = { loggedIn: true, features: all, bidPrice: false, fullscreen: false };

  it('shows for a logged-in reader with the feature and no bid price', () => {
    expect(showsBuySellChip(shown)).toBe(true);
  });

  it('never shows to an anonymous reader or without the feature', () => {
    expect(showsBuySellChip({ ...shown, loggedIn: false })).toBe(false);
    expect(showsBuySellChip({ ...shown, features: without('buy-sell-dots') })).toBe(false);
  });

  it('gives way to an available bid price unless fullscreen', () => {
    expect(showsBuySellChip({ ...shown, bidPrice: true })).toBe(false);
    expect(showsBuySellChip({ ...shown, bidPrice: true, fullscreen: true })).toBe(true);
  });
});

describe('the bid price', () => {
  it('is available for stocks with the feature', () => {
    expect(bidPriceAvailable(all, 'stock')).toBe(true);
    expect(bidPriceAvailable(all, 'fund')).toBe(false);
    expect(bidPriceAvailable(without('bid-price'), 'stock')).toBe(false);
  });

  it('draws a line without volume or trades while on, and leaves the settings otherwise', () => {
    const stored = { graphType: 'candlestick' as const, volume: true, buySellDots: true };
    expect(underBidPrice(stored, true)).toEqual({
      graphType: 'line',
      volume: false,
      buySellDots: false,
    });
    expect(underBidPrice(stored, false)).toBe(stored);
  });
});

describe('Maximize', () => {
  it('shows at any width, and is hidden while fullscreen and without the feature', () => {
    expect(showsMaximize(all, false)).toBe(true);
    expect(showsMaximize(all, true)).toBe(false);
    expect(showsMaximize(without('maximize'), false)).toBe(false);
  });
});
