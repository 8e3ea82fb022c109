import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  GraphUserSettingsSchema,
  graphUserSettingSchemas,
  OwnersSettingSchema,
  ownersSettingName,
  TECHNICAL_ANALYSIS_TYPES,
  TechnicalAnalysisSettingSchema,
} from './graph-user-settings';
import { parse } from './parse-boundary';

const settings = {
  bidPrice: false,
  buySellDots: true,
  comparators: [
    {
      orderBookId: '16099851',
      name: 'OMX Stockholm 30',
      symbol: 'OMXS30',
      country: 'SE',
      groupType: 'INDEX',
      entityType: 'INDICATOR',
      colorIndex: 0,
    },
  ],
  fundDevelopment: 'NAV',
  graphType: 'candlestick',
  grid: true,
  highestAndLowest: false,
  historicalEvents: ['dividends', 'negative-reports'],
  historicalTable: false,
  lineGraphType: ['development-colors', 'area-gradient'],
  period: 'YEAR_1',
  priceMarkers: 'current-and-closing-price',
  resolution: { DAY_1: 'MIN_5', YEAR_1: 'WEEK' },
  technicalAnalyses: [
    {
      id: 'ta-1',
      name: 'SMA',
      taType: 'SMA',
      taTypeWithParams: 'SMA-14',
      values: { period: 14 },
      colorIndex: 0,
    },
    {
      id: 'ta-2',
      name: 'Bollinger',
      taType: 'BOLLINGER',
      taTypeWithParams: 'BOLLINGER-20-2.5',
      values: { period: 20, deviation: 2.5 },
      colorIndex: 1,
    },
  ],
  tooltipPosition: 'fixed',
  volume: true,
};

describe('graph user settings', () => {
  it('has a stored setting for each one the catalogue lists, fullscreen aside as it is not persisted', () => {
    expect(Object.keys(graphUserSettingSchemas).sort()).toEqual(
      [
        'bidPrice',
        'buySellDots',
        'comparators',
        'fundDevelopment',
        'graphType',
        'grid',
        'highestAndLowest',
        'historicalEvents',
        'historicalTable',
        'lineGraphType',
        'period',
        'priceMarkers',
        'resolution',
        'technicalAnalyses',
        'tooltipPosition',
        'volume',
      ].sort(),
    );
  });

  it('reads every setting', () => {
    expect(parse(GraphUserSettingsSchema, settings, 'graph user settings')).toEqual(settings);
  });

  it('accepts a graph with nothing stored yet', () => {
    expect(parse(GraphUserSettingsSchema, {}, 'graph user settings')).toEqual({});
  });

  it('tolerates settings it does not know, leaving them out', () => {
    expect(
      parse(GraphUserSettingsSchema, { ...settings, fullscreen: true }, 'graph user settings'),
    ).toEqual(settings);
  });

  it('rejects a stored period the catalogue does not list', () => {
    expect(() =>
      parse(GraphUserSettingsSchema, { period: 'YEAR_2' }, 'graph user settings'),
    ).toThrow('Invalid graph user settings: period: Invalid type: Expected (');
  });

  it('rejects a resolution map keyed by something other than a period', () => {
    expect(() =>
      parse(GraphUserSettingsSchema, { resolution: { DAY_2: 'MIN_5' } }, 'graph user settings'),
    ).toThrow('Invalid graph user settings: resolution.DAY_2: Invalid type: Expected (');
  });

  it('parses one stored key alone with its own schema', () => {
    expect(v.is(graphUserSettingSchemas.priceMarkers, 'closing-price')).toBe(true);
    expect(v.is(graphUserSettingSchemas.graphType, 'area')).toBe(false);
  });

  it('stores the owners toggle of a product under {product}Owners', () => {
    expect(ownersSettingName('shareville')).toBe('sharevilleOwners');
    expect(v.is(OwnersSettingSchema, true)).toBe(true);
  });
});

describe('comparator setting', () => {
  it('needs only orderBookId, symbol and colorIndex, as the graph uses it', () => {
    const comparators = [{ orderBookId: '1', symbol: 'ABB', colorIndex: 2 }];

    expect(parse(graphUserSettingSchemas.comparators, comparators, 'stored comparators')).toEqual(
      comparators,
    );
  });

  it('rejects a colour slot that is not a whole number', () => {
    expect(() =>
      parse(
        graphUserSettingSchemas.comparators,
        [{ orderBookId: '1', symbol: 'ABB', colorIndex: 0.5 }],
        'stored comparators',
      ),
    ).toThrow('Invalid stored comparators: 0.colorIndex: Invalid integer: Received 0.5');
  });
});

describe('technical analysis setting', () => {
  it('covers SMA, EMA, Bollinger, RSI, MACD and Stochastic', () => {
    expect(TECHNICAL_ANALYSIS_TYPES).toEqual([
      'SMA',
      'EMA',
      'BOLLINGER',
      'RSI',
      'MACD',
      'STOCHASTIC',
    ]);
  });

  it.each([
    ['EMA', { period: 9 }],
    ['RSI', { period: 14, high: 70, low: 30 }],
    ['MACD', { short: 12, long: 26, signal: 9 }],
    ['STOCHASTIC', { period: 14, signal: 3, high: 80, low: 20 }],
  ])('reads the %s parameters', (taType, values) => {
    const analysis = {
      id: 'x',
      name: taType,
      taType,
      taTypeWithParams: taType,
      values,
      colorIndex: 3,
    };

    expect(parse(TechnicalAnalysisSettingSchema, analysis, 'stored technical analysis')).toEqual(
      analysis,
    );
  });

  it('rejects parameters that belong to another indicator', () => {
    const analysis = {
      id: 'x',
      name: 'MACD',
      taType: 'MACD',
      taTypeWithParams: 'MACD',
      values: { period: 14 },
      colorIndex: 0,
    };

    expect(() =>
      parse(TechnicalAnalysisSettingSchema, analysis, 'stored technical analysis'),
    ).toThrow(
      'Invalid stored technical analysis: values.short: Invalid key: Expected "short" but received undefined',
    );
  });
});
