// @vitest-environment jsdom
import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../core/http/stub-fetch';
import { SPARK_VIEW_BOX_SIZE } from './model/spark-geometry';
import './define';

/*
 * <spark-graph> in a test DOM, found as a reader's assistive technology finds it: an image
 * named by its summary. Colours are the browser's business (see spark-graph.element.test.ts and
 * the end-to-end test); here the trend shows as the drawing's part name.
 */

function mount(attributes: Record<string, string>): HTMLElement {
  const spark = document.createElement('spark-graph');
  spark.setAttribute('locale', 'en-GB');
  for (const [name, value] of Object.entries(attributes)) spark.setAttribute(name, value);
  document.body.append(spark);
  return spark;
}

const view = (spark: HTMLElement) => within(spark.shadowRoot as unknown as HTMLElement);

/** Waits for the drawing: the image named by its summary. */
const image = (spark: HTMLElement, name?: string | RegExp) =>
  view(spark).findByRole('img', name === undefined ? {} : { name });

/** Lets every pending frame and follow-up run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The line's points as `[x, y]` pairs (the attribute reads `x y x y …`). */
const linePoints = (spark: HTMLElement) => {
  const numbers = (spark.shadowRoot?.querySelector('[part="line"]')?.getAttribute('points') ?? '')
    .split(' ')
    .map(Number);
  return numbers.flatMap((value, index) => (index % 2 === 0 ? [[value, numbers[index + 1]]] : []));
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<spark-graph> with inline values', () => {
  it('is an image named by its first and last value and the change in percent', async () => {
    const spark = mount({ values: '[100, 98.5, 105.5]' });
    const graph = await image(spark, 'From 100.00 to 105.50: up 5.50%');
    expect(graph.getAttribute('part')).toBe('graph positive');
  });

  it('reads a comma list, and takes the negative colour when the last value is below the close', async () => {
    const spark = mount({ values: '10, 12, 11', close: '11.5' });
    const graph = await image(
      spark,
      'From 10.00 to 11.00: down 4.35%, compared with the close of 11.50',
    );
    expect(graph.getAttribute('part')).toBe('graph negative');
  });

  it('takes an array set as a property', async () => {
    const spark = mount({});
    (spark as HTMLElement & { values: number[] }).values = [3, 2, 4];
    await image(spark, 'From 3.00 to 4.00: up 33.33%');
  });

  it('renders nothing for [1, NaN]: fewer than 2 finite points', async () => {
    const spark = mount({ values: '[1, NaN]' });
    await settle();
    expect(view(spark).queryByRole('img')).toBeNull();
    expect(spark.shadowRoot?.querySelector('svg')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('draws a flat middle line when all values are equal', async () => {
    const spark = mount({ values: '[7, 7, 7, 7, 7, 7]' });
    await image(spark, 'From 7.00 to 7.00: unchanged');
    const ys = linePoints(spark).map(([, y]) => y);
    expect(ys).toEqual(Array(6).fill(SPARK_VIEW_BOX_SIZE / 2));
  });

  it('marks each point of a series of at most 5 points with a dot, and not of a longer one', async () => {
    const short = mount({ values: '1, 2, 3, 4, 5' });
    await image(short);
    expect(short.shadowRoot?.querySelector('[part="dots"]')?.getAttribute('d')).toMatch(
      /^(M\d+ \d+h0){5}$/,
    );
    const long = mount({ values: '1, 2, 3, 4, 5, 6' });
    await image(long);
    expect(long.shadowRoot?.querySelector('[part="dots"]')).toBeNull();
  });

  it('fills the area below the line, with a gradient when asked', async () => {
    const plain = mount({ values: '1, 2, 3, 2, 4, 5' });
    const area = mount({ values: '1, 2, 3, 2, 4, 5', area: '' });
    const gradient = mount({ values: '1, 2, 3, 2, 4, 5', gradient: '' });
    await Promise.all([image(plain), image(area), image(gradient)]);
    expect(plain.shadowRoot?.querySelector('[part="area"]')).toBeNull();
    expect(area.shadowRoot?.querySelector('[part="area"]')?.getAttribute('points')).toMatch(
      / 10000 10000 0 10000$/,
    );
    expect(gradient.shadowRoot?.querySelector('linearGradient')).not.toBeNull();
  });

  it('writes the summary in the locale’s words and numbers', async () => {
    const spark = mount({ values: '1234.5, 1250.25', locale: 'sv-SE' });
    await image(spark, 'Från 1\u00a0234,50 till 1\u00a0250,25: upp 1,28\u00a0%');
  });

  it('redraws when the values change, and removes the drawing when they no longer can be drawn', async () => {
    const spark = mount({ values: '1, 2' });
    await image(spark, 'From 1.00 to 2.00: up 100.00%');
    spark.setAttribute('values', '2, 1');
    await image(spark, 'From 2.00 to 1.00: down 50.00%');
    spark.setAttribute('values', '5');
    await settle();
    expect(view(spark).queryByRole('img')).toBeNull();
  });
});

describe('<spark-graph> with invalid data', () => {
  it('renders nothing, warns once and tells the page why', async () => {
    const errors: unknown[] = [];
    document.addEventListener('bw-error', (event) => errors.push((event as CustomEvent).detail));
    const spark = mount({ values: '12.5, twelve, 13' });
    await settle();
    expect(view(spark).queryByRole('img')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/values: .*item 2.*"twelve"/);
    expect(errors).toEqual([{ message: expect.stringMatching(/values/) as unknown }]);
  });

  it('refuses a close that is not a number and an unknown period', async () => {
    mount({ values: '1, 2', close: 'yesterday' });
    mount({ 'instrument-id': '16099869', period: 'FOREVER' });
    await settle();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('<spark-graph> by instrument', () => {
  const series = {
    timeSeriesIdentifier: '16099869',
    returnedPeriod: 'WEEK_1',
    previousClose: 100,
    pricePoints: [
      { timeStamp: 1, last: 101 },
      { timeStamp: 2, last: null },
      { timeStamp: 3, last: 99 },
    ],
  };

  function stubApi(answer: (url: URL) => Response) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      // The token refresh: an anonymous reader.
      if (url.pathname.includes('/authentication/')) return jsonResponse(401, {});
      return answer(url);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  const sparkCalls = (fetchMock: ReturnType<typeof stubApi>) =>
    fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/spark'));

  it('loads the series for its period and compares with the previous close', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, series));
    const spark = mount({
      'instrument-id': '16099869',
      period: 'WEEK_1',
      'api-base': 'https://api.test',
    });
    const graph = await image(
      spark,
      'From 101.00 to 99.00: down 1.00%, compared with the close of 100.00',
    );
    expect(graph.getAttribute('part')).toBe('graph negative');
    expect(sparkCalls(fetchMock)).toEqual([
      'https://api.test/market-data/price-time-series/16099869/spark?period=WEEK_1',
    ]);
  });

  it('shares one request among the sparks of one instrument and period', async () => {
    const fetchMock = stubApi(() => jsonResponse(200, series));
    const sparks = [1, 2, 3].map(() =>
      mount({ 'instrument-id': '16099869', period: 'WEEK_1', 'api-base': 'https://api.shared' }),
    );
    await Promise.all(sparks.map((spark) => image(spark, /From 101.00 to 99.00/)));
    expect(sparkCalls(fetchMock)).toHaveLength(1);
  });

  it('renders nothing and tells the page when the series cannot be loaded', async () => {
    stubApi(() => jsonResponse(404, { fields: [{ code: 'UNKNOWN_INSTRUMENT' }] }));
    const errors: unknown[] = [];
    document.addEventListener('bw-error', (event) => errors.push(event));
    const spark = mount({ 'instrument-id': '42', 'api-base': 'https://api.missing' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(view(spark).queryByRole('img')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
