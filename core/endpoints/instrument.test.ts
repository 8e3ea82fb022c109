import { describe } from 'vitest';
import * as instrument from './instrument';
import { AWKWARD_ID as ID, AWKWARD_ID_ENCODED as ENC, itBuildsPaths } from './it-builds-paths';

describe('instrument paths', () => {
  itBuildsPaths(instrument, {
    ratings: [
      [[], '/instrument/v1/ratings'],
      [['v2'], '/instrument/v2/ratings'],
    ],
    appropriatenessQuestionnaireStart: [[[], '/instrument/v1/appropriateness-questionnaire/start']],
    appropriatenessQuestionnaireExamine: [
      [['v2'], '/instrument/v2/appropriateness-questionnaire/examine'],
    ],
    corporate: [
      [[], '/instrument/v1/corporate'],
      [['v2'], '/instrument/v2/corporate'],
      [
        ['v1', { instrumentId: 16099872, fromDate: '2024-01-01', toDate: '2024-12-31' }],
        '/instrument/v1/corporate?instrumentId=16099872&fromDate=2024-01-01&toDate=2024-12-31',
      ],
      [[undefined, { instrumentId: ID }], '/instrument/v1/corporate?instrumentId=a%2Fb+c%3F'],
    ],
    widget: [[[], '/instrument/v1/widget']],
    dividends: [[['v2'], '/instrument/v2/dividends']],
    financials: [[[], '/instrument/v1/financials']],
    fundamentals: [[[], '/instrument/v1/fundamentals']],
    fileProxy: [[[], '/instrument/v1/file-proxy']],
    icons: [[[], '/instrument/v1/icons']],
    indicatorBySymbol: [
      [['OMXS30'], '/instrument/v1/indicator/symbol/OMXS30'],
      [['S&P 500', 'v2'], '/instrument/v2/indicator/symbol/SP500'],
      [[ID], '/instrument/v1/indicator/symbol/abc'],
    ],
    indicatorByOrderBookId: [[[ID], `/instrument/v1/indicator/order-book-id/${ENC}`]],
    indicatorList: [[[], '/instrument/v1/indicator/list']],
    keyFigures: [[[], '/instrument/v1/keyfigures']],
    shortSales: [[[], '/instrument/v1/shortsales']],
    instrumentBySlug: [[[ID], `/instrument/v1/slug/${ENC}`]],
    funds: [[['v2'], '/instrument/v2/funds']],
    screening: [
      [['stocks'], '/instrument-screening/stocks'],
      [['mutual-funds'], '/instrument-screening/mutual-funds'],
      [['etfs'], '/instrument-screening/etfs'],
      [['investment-funds'], '/instrument-screening/investment-funds'],
    ],
    instrumentById: [
      [[16099986], '/instrument/v1/instruments/16099986'],
      [[ID], `/instrument/v1/instruments/${ENC}`],
    ],
    fundInfo: [[[ID], `/instrument/v1/instruments/${ENC}/fund-info`]],
    suitability: [[[ID], `/instrument/v1/instruments/${ENC}/suitability`]],
    instrumentWithPositions: [
      [[16099986, [1, 2]], '/instrument/v1/instruments/16099986/positions?accids=1&accids=2'],
      [[ID, []], `/instrument/v1/instruments/${ENC}/positions`],
    ],
    suitabilityExpiryDates: [[[], '/instrument/v1/suitability/expiry-dates']],
  });
});
