import { describe, expect, it } from 'vitest';
import {
  defaultGraphSettings,
  OWNERS_SETTING,
  readGraphSettings,
  settingKey,
  type GraphSettingName,
} from './graph-settings';

/** Reads settings from stored texts, as localStorage holds them. */
const storedAs =
  (texts: Partial<Record<GraphSettingName, string>>) =>
  (name: GraphSettingName): string | null =>
    texts[name] ?? null;

describe('default graph settings', () => {
  it('start a fund graph on WEEK_1 without volume, and other graphs on DAY_1 with it', () => {
    expect(defaultGraphSettings('fund')).toMatchObject({ period: 'WEEK_1', volume: false });
    expect(defaultGraphSettings('stock')).toMatchObject({ period: 'DAY_1', volume: true });
    expect(defaultGraphSettings('index')).toMatchObject({ period: 'DAY_1' });
  });

  it('have historical events off', () => {
    expect(defaultGraphSettings('stock').historicalEvents).toEqual([]);
    expect(defaultGraphSettings('fund').historicalEvents).toEqual([]);
  });

  it('have no comparators, analyses or chosen resolutions, and owners off', () => {
    expect(defaultGraphSettings('stock')).toMatchObject({
      comparators: [],
      technicalAnalyses: [],
      resolution: {},
      owners: false,
      bidPrice: false,
      graphType: 'line',
    });
  });
});

describe('setting keys', () => {
  it('are {graphIdentifier}/{setting}', () => {
    expect(settingKey('market-overview', 'period')).toBe('market-overview/period');
    expect(settingKey('price-graph-fund', 'graphType')).toBe('price-graph-fund/graphType');
  });

  it('name the owners setting after its product, {product}Owners', () => {
    expect(OWNERS_SETTING).toBe('sharevilleOwners');
    expect(settingKey('instrument', OWNERS_SETTING)).toBe('instrument/sharevilleOwners');
  });
});

describe('reading stored settings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(readGraphSettings(storedAs({}), 'fund')).toEqual({
      settings: defaultGraphSettings('fund'),
      problems: [],
    });
  });

  it('reads every valid stored value', () => {
    const stored = storedAs({
      bidPrice: 'true',
      buySellDots: 'false',
      comparators: '[{"orderBookId":"5361","symbol":"VOLV B","colorIndex":0}]',
      fundDevelopment: '"EUR"',
      graphType: '"candlestick"',
      grid: 'false',
      highestAndLowest: 'false',
      historicalEvents: '["dividends","positive-reports"]',
      historicalTable: 'true',
      lineGraphType: '["soft-line","development-colors"]',
      period: '"MONTH_3"',
      priceMarkers: '"current-and-closing-price"',
      resolution: '{"DAY_1":"MIN_5","YEAR_1":"WEEK"}',
      technicalAnalyses:
        '[{"id":"sma-20","name":"SMA","taType":"SMA","taTypeWithParams":"SMA-20","values":{"period":20},"colorIndex":1}]',
      tooltipPosition: '"fixed"',
      volume: 'false',
      sharevilleOwners: 'true',
    });
    expect(readGraphSettings(stored, 'stock')).toEqual({
      settings: {
        bidPrice: true,
        buySellDots: false,
        comparators: [{ orderBookId: '5361', symbol: 'VOLV B', colorIndex: 0 }],
        fundDevelopment: 'EUR',
        graphType: 'candlestick',
        grid: false,
        highestAndLowest: false,
        historicalEvents: ['dividends', 'positive-reports'],
        historicalTable: true,
        lineGraphType: ['soft-line', 'development-colors'],
        period: 'MONTH_3',
        priceMarkers: 'current-and-closing-price',
        resolution: { DAY_1: 'MIN_5', YEAR_1: 'WEEK' },
        technicalAnalyses: [
          {
            id: 'sma-20',
            name: 'SMA',
            taType: 'SMA',
            taTypeWithParams: 'SMA-20',
            values: { period: 20 },
            colorIndex: 1,
          },
        ],
        tooltipPosition: 'fixed',
        volume: false,
        owners: true,
      },
      problems: [],
    });
  });

  it('ignores an unknown period and uses the default period', () => {
    const { settings, problems } = readGraphSettings(storedAs({ period: '"MONTH_2"' }), 'fund');
    expect(settings.period).toBe('WEEK_1');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.name).toBe('period');
    expect(problems[0]?.reason).toContain('MONTH_2');
  });

  it('keeps the other stored values when one is invalid', () => {
    const { settings, problems } = readGraphSettings(
      storedAs({ period: '"MONTH_2"', grid: 'false' }),
      'stock',
    );
    expect(settings).toMatchObject({ period: 'DAY_1', grid: false });
    expect(problems.map((problem) => problem.name)).toEqual(['period']);
  });

  describe('graph type, stripped to letters, digits and underscore', () => {
    it('reads a type stored with its JSON quotes or without them', () => {
      expect(
        readGraphSettings(storedAs({ graphType: '"candlestick"' }), 'stock').settings,
      ).toMatchObject({ graphType: 'candlestick' });
      expect(readGraphSettings(storedAs({ graphType: 'ohlc' }), 'stock').settings.graphType).toBe(
        'ohlc',
      );
    });

    it('reads a type with punctuation inside as its letters', () => {
      // 'candle-stick' stripped of its dash is 'candlestick', a known type.
      const read = readGraphSettings(storedAs({ graphType: 'candle-stick' }), 'stock');
      expect(read.settings.graphType).toBe('candlestick');
      expect(read.problems).toEqual([]);
    });

    it('falls back to the default line when the stripped type is unknown', () => {
      // 'ohlc;drop' strips to 'ohlcdrop', which is no graph type.
      const read = readGraphSettings(storedAs({ graphType: 'ohlc;drop' }), 'stock');
      expect(read.settings.graphType).toBe('line');
      expect(read.problems.map((problem) => problem.name)).toEqual(['graphType']);
      expect(
        readGraphSettings(storedAs({ graphType: '"Candlestick"' }), 'stock').settings.graphType,
      ).toBe('line');
    });
  });

  it('reports corrupt JSON and uses the default', () => {
    const read = readGraphSettings(storedAs({ grid: '{tru', comparators: '[' }), 'stock');
    expect(read.settings.grid).toBe(true);
    expect(read.settings.comparators).toEqual([]);
    expect(read.problems).toEqual([
      { name: 'comparators', reason: 'not valid JSON' },
      { name: 'grid', reason: 'not valid JSON' },
    ]);
  });

  it('reads the stored lists entry by entry, and reports a list it trimmed', () => {
    const read = readGraphSettings(
      storedAs({
        comparators: '[{"orderBookId":"1","symbol":"A","colorIndex":0},{"orderBookId":"1"}]',
        technicalAnalyses: '{"not":"a list"}',
      }),
      'stock',
    );
    expect(read.settings.comparators).toEqual([{ orderBookId: '1', symbol: 'A', colorIndex: 0 }]);
    expect(read.settings.technicalAnalyses).toEqual([]);
    expect(read.problems).toEqual([
      { name: 'comparators', reason: 'kept 1 of 2 entries; dropped 1 invalid', trimmed: true },
      {
        name: 'technicalAnalyses',
        reason: expect.stringContaining('Expected Array but received Object') as string,
      },
    ]);
  });

  it('reports a value of the wrong type and uses the default', () => {
    const read = readGraphSettings(storedAs({ grid: '"yes"', volume: '1' }), 'stock');
    expect(read.settings).toMatchObject({ grid: true, volume: true });
    expect(read.problems.map((problem) => problem.name)).toEqual(['grid', 'volume']);
  });

  it('reports a resolution stored for an unknown resolution id', () => {
    const read = readGraphSettings(storedAs({ resolution: '{"DAY_1":"MIN_3"}' }), 'stock');
    expect(read.settings.resolution).toEqual({});
    expect(read.problems.map((problem) => problem.name)).toEqual(['resolution']);
  });

  it('reads the owners setting under {product}Owners, not under "owners"', () => {
    const owners = (texts: Record<string, string>) =>
      readGraphSettings((name) => texts[name] ?? null, 'stock').settings.owners;
    expect(owners({ sharevilleOwners: 'true' })).toBe(true);
    expect(owners({ owners: 'true' })).toBe(false);
  });
});
