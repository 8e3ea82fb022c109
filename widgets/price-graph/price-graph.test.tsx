import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '../../core/endpoints/authentication';
import { DATA_RETRY_INTERVAL_MS, DATA_TIMEOUT_MS } from '../../core/endpoints/price-graph';
import {
  deferred,
  jsonResponse,
  stubFetch,
  type StubFetch,
  type StubRequest,
} from '../../core/http/stub-fetch';
import type { PeriodId, ResolutionId } from '../../core/schemas/enumerations';
import { WidgetProvider } from '../shared/widget-context';
import { PriceGraph, type PriceGraphProps } from './price-graph';

//#region A uPlot that draws nothing

/*
 * jsdom has no canvas: uPlot is replaced by a chart that records what it was given (options
 * and data) and runs the plugins' draw hooks as uPlot does after each frame, so the graph's
 * `bw-graph-drawn` fires. Its canvas context takes every call and draws nothing.
 */
const fakes = vi.hoisted(() => {
  const ignore = () => undefined;
  const context = new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'measureText'
          ? () => ({ width: 40 })
          : name === 'createLinearGradient'
            ? () => ({ addColorStop: ignore })
            : ignore,
      set: () => true,
    },
  );

  class FakeChart {
    static pxRatio = 1;
    static paths = {
      linear: () => () => null,
      spline: () => () => null,
    };
    /** Every chart made, oldest first. */
    static made: FakeChart[] = [];

    readonly options: uPlot.Options;
    /** The series and bands drawn: the options' at first, then as added and deleted. */
    readonly series: uPlot.Series[];
    readonly bands: uPlot.Band[];
    readonly target: HTMLElement;
    data: uPlot.AlignedData;
    /** How many times data was set after the chart was built. */
    dataSets = 0;
    destroyed = false;
    size: { width: number; height: number };
    cursor: { idx: number | null; left: number; top: number } = { idx: null, left: -10, top: -10 };
    readonly bbox = { left: 0, top: 0, width: 600, height: 300 };
    readonly ctx = context;

    constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
      this.options = options;
      this.series = [...options.series];
      this.bands = [...(options.bands ?? [])];
      this.data = data;
      this.target = target;
      this.size = { width: options.width, height: options.height };
      FakeChart.made.push(this);
      this.draw();
    }

    /** The time scale's range the reader zoomed to; the whole series without one. */
    zoomed: { min: number; max: number } | undefined;

    get scales() {
      return {
        x: this.zoomed ?? { min: 0, max: this.data[0].length - 1 },
        y: { min: 0, max: 1 },
      };
    }

    valToPos(value: number, scale: string): number {
      const count = Math.max(1, this.data[0].length - 1);
      return scale === 'x' ? (value / count) * this.bbox.width : this.bbox.height / 2;
    }

    /** New data; unless `keepScales` is false, the whole series shows again (uPlot's default). */
    setData(data: uPlot.AlignedData, resetScales = true): void {
      this.data = data;
      this.dataSets += 1;
      if (resetScales) this.zoomed = undefined;
      this.draw();
    }

    setScale(key: string, range: { min: number; max: number }): void {
      if (key === 'x') this.zoomed = range;
      this.draw();
    }

    addSeries(series: uPlot.Series): void {
      this.series.push(series);
    }

    delSeries(index: number): void {
      this.series.splice(index, 1);
    }

    addBand(band: uPlot.Band): void {
      this.bands.push(band);
    }

    delBand(index: number | null): void {
      this.bands.splice(index ?? 0, index === null ? this.bands.length : 1);
    }

    redraw(): void {
      this.draw();
    }

    setSize(size: { width: number; height: number }): void {
      this.size = size;
    }

    setCursor(cursor: { left: number; top: number }): void {
      this.cursor = { ...this.cursor, ...cursor };
    }

    destroy(): void {
      this.destroyed = true;
    }

    private draw(): void {
      for (const plugin of this.options.plugins ?? []) {
        const hooks = plugin.hooks.draw;
        const drawHooks = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
        for (const hook of drawHooks) hook?.(this as unknown as uPlot);
      }
    }
  }
  return { FakeChart };
});

vi.mock('uplot', () => ({ default: fakes.FakeChart }));

/** The chart on screen: the newest one not destroyed. */
function liveChart() {
  const chart = fakes.FakeChart.made.filter((made) => !made.destroyed).at(-1);
  if (!chart) throw new Error('No chart is drawn');
  return chart;
}

/** The prices the chart on screen draws. */
const drawnPrices = () => Array.from(liveChart().data[1] ?? []);

//#endregion
//#region A backend

const INSTRUMENT = 'ERIC-B';
const GRAPH = 'instrument-page';
const T0 = Date.UTC(2026, 10, 20, 8, 0);
const MINUTE = 60_000;
const SERIES_PATH = '/market-data/price-time-series/';

/** Each period's prices start elsewhere, so a test can tell which answer is drawn. */
const FIRST_PRICE: Partial<Record<PeriodId, number>> = {
  DAY_1: 100,
  WEEK_1: 90,
  MONTH_1: 80,
  MONTH_3: 70,
  YEAR_1: 60,
};

const pricesOf = (period: PeriodId) =>
  [0, 1, 2, 3, 4].map((step) => (FIRST_PRICE[period] ?? 50) + step);

const RESOLUTIONS: Partial<Record<PeriodId, { valid: ResolutionId[]; usual: ResolutionId }>> = {
  DAY_1: { valid: ['MIN_1', 'MIN_5', 'MIN_15', 'HOUR_1'], usual: 'MIN_5' },
  WEEK_1: { valid: ['MIN_15', 'HOUR_1', 'DAY'], usual: 'HOUR_1' },
};

/** The answer of the price time series of a period at a resolution, as the backend gives it. */
function timeSeries(period: PeriodId, resolution?: string, overrides: object = {}) {
  const resolutions = RESOLUTIONS[period] ?? { valid: ['DAY', 'WEEK'], usual: 'DAY' };
  return {
    pricePoints: pricesOf(period).map((last, step) => ({
      timeStamp: T0 + step * MINUTE,
      last,
      open: last - 0.5,
      high: last + 1,
      low: last - 1,
      volume: 1000 + step,
    })),
    previousClose: 99,
    availablePeriods: ['DAY_1', 'WEEK_1', 'MONTH_1', 'MONTH_3', 'YEAR_1', 'CUSTOM'],
    returns: [
      { period: 'DAY_1', performance: 1.42 },
      { period: 'WEEK_1', performance: -0.5 },
      { period: 'MONTH_1', performance: 0 },
      { period: 'MONTH_3', performance: 12.3 },
      { period: 'YEAR_1', performance: null },
      { period: 'CUSTOM', performance: 4 },
    ],
    returnedPeriod: period,
    returnedResolution: resolution ?? resolutions.usual,
    validResolutionsForPeriod: resolutions.valid,
    ...overrides,
  };
}

/** The period and resolution a time series request asks for. */
function asked(request: StubRequest): { period: PeriodId; resolution: string | undefined } {
  const url = new URL(request.url);
  const period = url.pathname.split('/').at(-1) as PeriodId;
  return { period, resolution: url.searchParams.get('resolution') ?? undefined };
}

/** Answers every request with the period's series. */
const answering = (request: StubRequest) => {
  const { period, resolution } = asked(request);
  return jsonResponse(200, timeSeries(period, resolution));
};

type Handler = (request: StubRequest) => Response | Promise<Response>;

let apiCount = 0;
let stub: StubFetch;
let apiBase: string;
let events: CustomEvent[];

/**
 * Renders the graph against a backend answering the time series with `series` and the session
 * refresh with `session` (401 by default: the reader is anonymous).
 */
function renderGraph(
  props: PriceGraphProps,
  series: Handler = answering,
  session: Handler = () => jsonResponse(401, {}),
) {
  // Each test gets an API base of its own: the page-wide token cache and answers are per base.
  apiCount += 1;
  apiBase = `https://api${apiCount}.broker.example`;
  stub = stubFetch((request) => {
    if (request.method === 'POST' && request.path === sessionRefresh()) return session(request);
    if (request.method === 'GET' && request.path.startsWith(SERIES_PATH)) return series(request);
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', stub.fetch);
  const host = document.createElement('div');
  events = [];
  for (const type of ['bw-graph-drawn', 'bw-error']) {
    host.addEventListener(type, (event) => events.push(event as CustomEvent));
  }
  return render(
    <WidgetProvider host={host} locale="en-GB" apiBase={apiBase}>
      <PriceGraph {...props} />
    </WidgetProvider>,
  );
}

/** The time series paths asked for, in order. */
const seriesRequests = () =>
  stub.requests
    .filter((request) => request.method === 'GET' && request.path.startsWith(SERIES_PATH))
    .map((request) => request.path);

const seriesPath = (period: PeriodId, query = '') =>
  `${SERIES_PATH}${INSTRUMENT}/period/${period}${query}`;

const eventsOf = (type: string) =>
  events.filter((event) => event.type === type).map((event) => event.detail as unknown);

//#endregion
//#region What the reader finds

const periodList = () => screen.getByRole('toolbar', { name: 'Period' });
/**
 * A period button by its accessible name, e.g. 'One day, +1.42%'. Chromium names a button of a
 * hidden "One day, " and a visible "+1.42%" with the space; jsdom's name computation trims it
 * at the boundary of the two, so the space after the comma may be missing here.
 */
const periodButton = (name: string) =>
  within(periodList()).getByRole('button', {
    name: (computed) => computed === name || computed.replace(/,(?=\S)/, ', ') === name,
  });
/** The one pressed period button. */
const pressedPeriod = () => within(periodList()).getByRole('button', { pressed: true });
/** The chart, once it is on the page and drawn (in a task of its own after the render). */
const chart = async () => {
  const slider = await screen.findByRole('slider', { name: `Price graph of ${INSTRUMENT}` });
  await waitFor(liveChart);
  return slider;
};
const spinner = () => screen.queryByRole('status', { name: 'Loading graph data' });
const graphError = () => screen.queryByRole('alert', { name: 'Graph could not be loaded.' });
const RESTORE_TEXT =
  'This could be due to unsupported settings added to the graph. Click restore to reset default graph settings.';

/** With fake timers: lets `ms` pass, and every answer and render due by then happen. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/**
 * A click with fake timers. user-event waits on Testing Library's real-time drain, which
 * never comes under Vitest's fake timers; a plain click event is what a mouse click sends.
 */
const click = (element: HTMLElement) => act(() => fireEvent.click(element));

//#endregion

/** A live price feed that never connects: the graph's DAY_1 subscription stays quiet. */
class QuietSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send = () => undefined;
  close = () => undefined;
}

/** jsdom lays nothing out, so nothing is ever resized. */
class StillResizeObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
}

beforeEach(() => {
  localStorage.clear();
  fakes.FakeChart.made = [];
  vi.stubGlobal('WebSocket', QuietSocket);
  vi.stubGlobal('ResizeObserver', StillResizeObserver);
  // A failed load is logged as an error and unusable settings as warnings; tests read both.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<price-graph> default period', () => {
  it('starts a stock on one day and draws its prices', async () => {
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });

    await chart();
    expect(seriesRequests()).toEqual([seriesPath('DAY_1')]);
    expect(pressedPeriod()).toBe(periodButton('One day, +1.42%'));
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);
    expect(eventsOf('bw-graph-drawn')).toContainEqual({ points: 5 });
    expect(
      screen.getByText(
        'One day: from the previous close 99.00 to 104.00 (+1.42%). Highest 104.00, lowest 100.00.',
      ),
    ).toBeDefined();
  });

  it('starts a fund on one week', async () => {
    renderGraph({ instrumentId: INSTRUMENT, instrumentType: 'fund', graphIdentifier: GRAPH });

    await chart();
    expect(seriesRequests()).toEqual([seriesPath('WEEK_1')]);
    expect(pressedPeriod()).toBe(periodButton('One week, -0.50%'));
    expect(drawnPrices()).toEqual([90, 91, 92, 93, 94]);
  });
});

describe('<price-graph> period list', () => {
  it('shows the available periods with their performance, never CUSTOM', async () => {
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });
    await chart();

    const names = [
      'One day, +1.42%',
      'One week, -0.50%',
      'One month, 0.00%',
      'Three months, +12.30%',
      'One year',
    ];
    const buttons = within(periodList()).getAllByRole('button');
    expect(buttons).toHaveLength(names.length);
    expect(names.map((name) => buttons.indexOf(periodButton(name)))).toEqual([0, 1, 2, 3, 4]);
    // Each shows its short label and, when known, its performance.
    const shown = [['1D', '+1.42%'], ['1W', '-0.50%'], ['1M', '0.00%'], ['3M', '+12.30%'], ['1Y']];
    shown.forEach((texts, index) => {
      for (const text of texts) {
        expect(within(buttons[index] as HTMLElement).getByText(text)).toBeDefined();
      }
    });
    expect(within(buttons[4] as HTMLElement).queryByText(/%/)).toBeNull();
    expect(within(periodList()).queryByRole('button', { name: /custom/i })).toBeNull();
  });

  it('loads a chosen period, marks it pressed and stores it', async () => {
    const user = userEvent.setup();
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });
    await chart();

    await user.click(periodButton('Three months, +12.30%'));

    await screen.findByText(/^Three months: from 70\.00 to 74\.00/);
    expect(seriesRequests()).toEqual([seriesPath('DAY_1'), seriesPath('MONTH_3')]);
    expect(periodButton('Three months, +12.30%').getAttribute('aria-pressed')).toBe('true');
    expect(pressedPeriod()).toBe(periodButton('Three months, +12.30%'));
    expect(localStorage.getItem(`${GRAPH}/period`)).toBe('"MONTH_3"');
    await waitFor(() => expect(drawnPrices()).toEqual([70, 71, 72, 73, 74]));
  });

  it('is one Tab stop: the arrow keys move between periods, Enter chooses', async () => {
    const user = userEvent.setup();
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });
    await chart();

    const tabbable = within(periodList())
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([periodButton('One day, +1.42%')]);

    periodButton('One day, +1.42%').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(periodButton('One month, 0.00%'));
    // Moving does not choose: nothing is loaded until Enter.
    expect(seriesRequests()).toEqual([seriesPath('DAY_1')]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(periodButton('One year'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(periodButton('One day, +1.42%'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await screen.findByText(/^Three months: from 70\.00 to 74\.00/);
    expect(pressedPeriod()).toBe(periodButton('Three months, +12.30%'));
    expect(periodButton('Three months, +12.30%').tabIndex).toBe(0);
    expect(periodButton('One day, +1.42%').tabIndex).toBe(-1);
  });
});

describe('<price-graph> focus in the drawer', () => {
  it('moves into an opened tab, and back to its chip on Escape or Close', async () => {
    const user = userEvent.setup();
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });
    await chart();
    const chipOf = (name: string) => screen.getByRole('button', { name, expanded: false });

    await user.click(chipOf('Technical Analysis'));
    const drawer = screen.getByRole('region', { name: 'Technical Analysis' });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'SMA' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Technical Analysis' })).toBeNull();
    expect(document.activeElement).toBe(chipOf('Technical Analysis'));

    await user.click(chipOf('Settings'));
    await user.click(screen.getByRole('button', { name: 'Close Settings' }));
    expect(document.activeElement).toBe(chipOf('Settings'));
  });
});

describe('<price-graph> resolution', () => {
  it('lists the period’s resolutions and shows the one returned', async () => {
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });
    await chart();

    const select = screen.getByRole('combobox', { name: 'Resolution' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 minute', '5 minutes', '15 minutes', '1 hour']);
    expect(within(select).getByRole('option', { selected: true }).textContent).toBe('5 minutes');
  });

  it('asks for a chosen resolution and stores it for the current period only', async () => {
    const user = userEvent.setup();
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });
    await chart();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), '15 minutes');

    expect(
      await within(screen.getByRole('combobox', { name: 'Resolution' })).findByRole('option', {
        name: '15 minutes',
        selected: true,
      }),
    ).toBeDefined();
    expect(seriesRequests()).toEqual([
      seriesPath('DAY_1'),
      seriesPath('DAY_1', '?resolution=MIN_15'),
    ]);
    expect(JSON.parse(localStorage.getItem(`${GRAPH}/resolution`) ?? 'null')).toEqual({
      DAY_1: 'MIN_15',
    });

    // Another period is asked for without it.
    await user.click(periodButton('One week, -0.50%'));
    await screen.findByText(/^One week: from 90\.00/);
    expect(seriesRequests().at(-1)).toBe(seriesPath('WEEK_1'));
  });
});

describe('<price-graph> stored settings', () => {
  it('uses the defaults for corrupt stored values and says why', async () => {
    localStorage.setItem(`${GRAPH}/period`, '"MONTH_2"');
    localStorage.setItem(`${GRAPH}/grid`, '{x');
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });

    await chart();
    expect(seriesRequests()).toEqual([seriesPath('DAY_1')]);
    expect(pressedPeriod()).toBe(periodButton('One day, +1.42%'));
    const grids = liveChart().options.axes?.map((axis) => axis.grid?.show);
    expect(grids).toEqual([true, true]);
    expect(console.warn).toHaveBeenCalledWith(
      '<price-graph>: the stored period was ignored: unknown period "MONTH_2"',
    );
    expect(console.warn).toHaveBeenCalledWith(
      '<price-graph>: the stored grid was ignored: not valid JSON',
    );
  });

  it('asks for at most 8 comparisons and 8 indicators whatever storage holds', async () => {
    // 50 comparators with each instrument stored twice, and 500 SMAs that each pass the rules.
    const comparators = Array.from({ length: 50 }, (_, at) => ({
      orderBookId: String(5000 + (at % 25)),
      symbol: `C${at % 25}`,
      colorIndex: at,
    }));
    const analyses = Array.from({ length: 500 }, (_, at) => ({
      id: `sma-${at}`,
      name: 'SMA',
      taType: 'SMA',
      taTypeWithParams: `SMA-${2 + (at % 300)}`,
      values: { period: 2 + (at % 300) },
      colorIndex: at,
    }));
    localStorage.setItem(`${GRAPH}/comparators`, JSON.stringify(comparators));
    localStorage.setItem(`${GRAPH}/technicalAnalyses`, JSON.stringify(analyses));
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH });

    await chart();
    const asked = new URLSearchParams(seriesRequests()[0]?.split('?')[1]);
    expect(asked.getAll('comparators')).toEqual(
      ['5000', '5001', '5002', '5003', '5004', '5005', '5006', '5007'].map((id) =>
        expect.stringContaining(id),
      ),
    );
    expect(asked.getAll('technicalAnalyses')).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((period) => `SMA-${period}`),
    );
    expect(console.warn).toHaveBeenCalledWith(
      '<price-graph>: the stored comparators was trimmed: kept 8 of 50 entries; dropped 8 duplicates, 34 over the limit of 8',
    );
    expect(console.warn).toHaveBeenCalledWith(
      '<price-graph>: the stored technicalAnalyses was trimmed: kept 8 of 500 entries; dropped 8 duplicates, 484 over the limit of 8',
    );
  });
});

describe('<price-graph> while loading', () => {
  it('keeps the previous chart and shows the spinner only after 400 ms', async () => {
    vi.useFakeTimers();
    const week = deferred<Response>();
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, (request) =>
      asked(request).period === 'WEEK_1' ? week.promise : answering(request),
    );
    await pass(0);
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);

    await click(periodButton('One week, -0.50%'));
    await pass(399);

    expect(seriesRequests().at(-1)).toBe(seriesPath('WEEK_1'));
    expect(spinner()).toBeNull();
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);
    expect(screen.getByRole('slider', { name: `Price graph of ${INSTRUMENT}` })).toBeDefined();

    await pass(1);
    expect(spinner()).not.toBeNull();
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);

    week.resolve(jsonResponse(200, timeSeries('WEEK_1')));
    await pass(0);
    expect(spinner()).toBeNull();
    expect(drawnPrices()).toEqual([90, 91, 92, 93, 94]);
  });
});

describe('<price-graph> going back to a period', () => {
  it('shows the answer kept at once, and draws the fresh one only when it changed', async () => {
    vi.useFakeTimers();
    let dayAnswers = 0;
    const fresh = deferred<Response>();
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, (request) => {
      if (asked(request).period !== 'DAY_1') return answering(request);
      dayAnswers += 1;
      // The first answer, then the same again, then one whose last price moved.
      if (dayAnswers === 2) return fresh.promise;
      const moved = dayAnswers === 3 ? { pricePoints: [{ timeStamp: T0, last: 100 }] } : {};
      return jsonResponse(200, timeSeries('DAY_1', undefined, moved));
    });
    await pass(0);
    await click(periodButton('One week, -0.50%'));
    await pass(0);
    expect(drawnPrices()).toEqual([90, 91, 92, 93, 94]);

    await click(periodButton('One day, +1.42%'));
    await pass(0);
    expect(drawnPrices(), 'the answer kept, at once').toEqual([100, 101, 102, 103, 104]);
    const drawn = liveChart();
    const dataSets = drawn.dataSets;

    fresh.resolve(jsonResponse(200, timeSeries('DAY_1')));
    await pass(0);
    expect(liveChart(), 'the same chart').toBe(drawn);
    expect(drawn.dataSets, 'an unchanged answer is not drawn again').toBe(dataSets);

    // Coming back to the page revalidates; this answer has changed, and is drawn.
    await act(() => window.dispatchEvent(new Event('focus')));
    await pass(0);
    expect(drawnPrices()).toEqual([100]);
  });
});

describe('<price-graph> errors', () => {
  it('after 4 retries 2 s apart, a server error offers only Retry, which loads again', async () => {
    vi.useFakeTimers();
    let failing = true;
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, (request) =>
      failing ? jsonResponse(500, {}, 'Internal Server Error') : answering(request),
    );
    await pass(0);
    expect(seriesRequests()).toHaveLength(1);

    await pass(3 * 2000);
    expect(seriesRequests()).toHaveLength(4);
    expect(graphError()).toBeNull();

    await pass(2000);
    expect(seriesRequests()).toHaveLength(5);
    const alert = graphError();
    expect(alert).not.toBeNull();
    expect(
      within(alert as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Retry']);
    expect(screen.queryByText(RESTORE_TEXT)).toBeNull();
    expect(eventsOf('bw-error')).toEqual([
      {
        message: expect.stringMatching(/^Failed to load graph data: /) as unknown,
        url: `${apiBase}${seriesPath('DAY_1')}`,
      },
    ]);
    expect(console.error).toHaveBeenCalledWith(
      '<price-graph>: Graph could not be loaded.',
      expect.objectContaining({ url: `${apiBase}${seriesPath('DAY_1')}` }),
    );

    failing = false;
    await click(screen.getByRole('button', { name: 'Retry' }));
    await pass(0);

    expect(graphError()).toBeNull();
    expect(seriesRequests()).toHaveLength(6);
    expect(screen.getByRole('slider', { name: `Price graph of ${INSTRUMENT}` })).toBeDefined();
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);
  });

  it('a refused request offers Restore, which clears the stored settings and reloads one day', async () => {
    const user = userEvent.setup();
    const stored = {
      period: '"MONTH_3"',
      resolution: '{"MONTH_3":"WEEK"}',
      graphType: '"column"',
      grid: 'false',
      volume: 'false',
    };
    for (const [name, value] of Object.entries(stored)) {
      localStorage.setItem(`${GRAPH}/${name}`, value);
    }
    localStorage.setItem('another-graph/period', '"YEAR_1"');
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, (request) =>
      asked(request).period === 'MONTH_3'
        ? jsonResponse(400, { fields: [{ code: 'INVALID_RESOLUTION' }] }, 'Bad Request')
        : answering(request),
    );

    const alert = await screen.findByRole('alert', { name: 'Graph could not be loaded.' });
    expect(seriesRequests()).toEqual([seriesPath('MONTH_3', '?resolution=WEEK')]);
    expect(within(alert).getByText(RESTORE_TEXT)).toBeDefined();
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore', 'Retry']);

    await user.click(within(alert).getByRole('button', { name: 'Restore' }));

    await chart();
    for (const name of Object.keys(stored)) {
      expect(localStorage.getItem(`${GRAPH}/${name}`)).toBeNull();
    }
    expect(localStorage.getItem('another-graph/period')).toBe('"YEAR_1"');
    expect(seriesRequests()).toEqual([
      seriesPath('MONTH_3', '?resolution=WEEK'),
      seriesPath('DAY_1'),
    ]);
    expect(graphError()).toBeNull();
    expect(pressedPeriod()).toBe(periodButton('One day, +1.42%'));
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);
  });

  it('draws a new period at once when the session does not answer: market data needs none', async () => {
    vi.useFakeTimers();
    let refreshes = 0;
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, answering, () => {
      refreshes += 1;
      return new Promise<Response>(() => undefined);
    });
    await pass(0);
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);
    await click(periodButton('One week, -0.50%'));
    await pass(0);
    expect(pressedPeriod()).toBe(periodButton('One week, -0.50%'));
    expect(seriesRequests()).toEqual([seriesPath('DAY_1'), seriesPath('WEEK_1')]);
    expect(stub.requests.every((request) => !request.headers.has('authorization'))).toBe(true);
    expect(refreshes).toBeLessThanOrEqual(1);
  });

  it('a timeout is only a warning: the graph keeps what it shows', async () => {
    vi.useFakeTimers();
    // The platform's timeout signal, on the test's clock.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, (request) =>
      // A period whose every try hangs until it is given up.
      request.path.includes('WEEK_1') ? new Promise<Response>(() => undefined) : answering(request),
    );
    await pass(0);
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);

    await click(periodButton('One week, -0.50%'));
    // Five tries of 15 s each, 2 s apart.
    await pass(5 * DATA_TIMEOUT_MS + 4 * DATA_RETRY_INTERVAL_MS);

    expect(seriesRequests().filter((path) => path.includes('WEEK_1'))).toHaveLength(5);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^<price-graph>: loading .*WEEK_1 timed out/),
      expect.objectContaining({ kind: 'timeout' }),
    );
    expect(graphError()).toBeNull();
    expect(eventsOf('bw-error')).toEqual([]);
    expect(spinner()).toBeNull();
    expect(drawnPrices()).toEqual([100, 101, 102, 103, 104]);
    expect(within(periodList()).getAllByRole('button')).toHaveLength(5);
  });
});

describe('<price-graph> no data', () => {
  it('says "No data found." when no other period is available', async () => {
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, () =>
      jsonResponse(
        200,
        timeSeries('DAY_1', undefined, { pricePoints: [], availablePeriods: ['DAY_1'] }),
      ),
    );

    expect(await screen.findByText('No data found.')).toBeDefined();
    expect(screen.queryByRole('slider')).toBeNull();
    // The footer shows only with more than one period or with data.
    expect(screen.queryByRole('toolbar', { name: 'Period' })).toBeNull();
  });

  it('asks to choose another interval when other periods are available', async () => {
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, () =>
      jsonResponse(
        200,
        timeSeries('DAY_1', undefined, { pricePoints: [], availablePeriods: ['DAY_1', 'WEEK_1'] }),
      ),
    );

    expect(
      await screen.findByText('No data found. Please choose another time interval.'),
    ).toBeDefined();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(within(periodList()).getAllByRole('button')).toHaveLength(2);
  });
});

describe('<price-graph> price points', () => {
  it('draws gaps dropped, times sorted and a repeated time once, its later point winning', async () => {
    const points = [
      { timeStamp: T0 + 2 * MINUTE, last: 102 },
      { timeStamp: T0, last: 100 },
      { timeStamp: T0 + MINUTE, last: null },
      { timeStamp: T0 + 3 * MINUTE, last: 103 },
      { timeStamp: T0 + 2 * MINUTE, last: 102.5 },
      { timeStamp: T0 + 4 * MINUTE, last: null, value: 104 },
      { timeStamp: T0 + 5 * MINUTE },
    ];
    renderGraph({ instrumentId: INSTRUMENT, graphIdentifier: GRAPH }, () =>
      jsonResponse(200, timeSeries('DAY_1', undefined, { pricePoints: points })),
    );

    await chart();
    const [positions, prices] = liveChart().data;
    expect(Array.from(positions)).toEqual([0, 1, 2, 3]);
    expect(Array.from(prices ?? [])).toEqual([100, 102.5, 103, 104]);
    expect(Array.from(prices ?? []).every(Number.isFinite)).toBe(true);
    expect(eventsOf('bw-graph-drawn')).toContainEqual({ points: 4 });
    expect(
      screen.getByText(
        'One day: from the previous close 99.00 to 104.00 (+1.42%). Highest 104.00, lowest 100.00.',
      ),
    ).toBeDefined();
  });
});

describe('<price-graph> set-up', () => {
  it('without an instrument id says it is misconfigured and asks for nothing', async () => {
    renderGraph({ graphIdentifier: GRAPH });

    expect(screen.getByRole('alert').textContent).toBe(
      'This graph is not set up correctly: instrument-id is missing',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(stub.requests).toEqual([]);
    expect(fakes.FakeChart.made).toEqual([]);
  });
});

//#region Layers: comparisons, indicators, owners and markers

/** The chart and the tooltip as the card renders them, with layers given directly. */
async function layersKit() {
  const [{ PriceChart }, { ChartTooltip }, { NO_LAYERS }, prices, axis, i18n] = await Promise.all([
    import('./chart/price-chart'),
    import('./chart/chart-tooltip'),
    import('./model/chart-layers'),
    import('./model/price-series'),
    import('./model/time-axis'),
    import('../../core/i18n'),
  ]);
  const series = prices.cleanPriceSeries(
    [100, 102, 101, 104, 108].map((last, step) => ({ timeStamp: T0 + step * MINUTE, last })),
  );
  const input = {
    series,
    calendar: axis.localCalendar(series.times, 'Europe/Stockholm'),
    graphType: 'line' as const,
    lineFlags: [],
    grid: true,
    volume: false,
    highestAndLowest: true,
    priceMarkers: 'current-price' as const,
    previousClose: undefined,
    previousCloseLine: false,
    intraday: true,
    decimals: 2,
    locale: 'en-GB' as const,
    timeZone: 'Europe/Stockholm',
    texts: { highest: 'Highest', lowest: 'Lowest' },
    layers: NO_LAYERS,
    onCursor: () => undefined,
    onDrawn: () => undefined,
  };
  const line = (values: number[]) => Float64Array.from(values);
  const comparison = {
    key: 'compare:1',
    symbol: 'OMXS30',
    colorIndex: 1,
    percent: line([NaN, 0, 1, 5, 4]),
  };
  const layers = {
    ...NO_LAYERS,
    comparisons: [comparison],
    overlays: [
      {
        key: 'ta:b',
        label: 'Bollinger 3-2',
        taType: 'BOLLINGER' as const,
        colorIndex: 2,
        lines: [
          { name: 'upper', values: line([NaN, NaN, 104, 106, 110]) },
          { name: 'middle', values: line([NaN, NaN, 101, 102.33, 104.33]) },
          { name: 'lower', values: line([NaN, NaN, 98, 99, 99]) },
        ],
      },
    ],
    owners: line([5000, 5010, 5020, 5030, 5040]),
  };
  return {
    PriceChart,
    ChartTooltip,
    input,
    comparison,
    layers,
    series,
    t: i18n.translator('en-GB'),
  };
}

describe('<price-graph> layers on the chart', () => {
  it('draws comparisons, overlays and owners as lines, with the Bollinger band filled', async () => {
    const kit = await layersKit();
    render(
      <kit.PriceChart
        input={{ ...kit.input, layers: kit.layers }}
        theme="light"
        label="Chart"
        describedBy="summary"
        point={undefined}
      />,
    );

    // The chart is drawn in a task of its own after the render.
    const chart = await waitFor(liveChart);
    // x, price, the comparison, the band's upper and lower edges, its middle, the owners.
    expect(chart.options.series).toHaveLength(7);
    expect(chart.options.series[6]?.scale).toBe('owners');
    expect(chart.options.bands).toEqual([{ series: [3, 4], fill: expect.any(String) }]);
    expect(chart.data[2]).toEqual([null, 0, 1, 5, 4]);
    expect(chart.data[5]).toEqual([null, null, 101, 102.33, 104.33]);
  });

  it('draws new values and new layers into the same chart, and builds one for a new setting', async () => {
    const kit = await layersKit();
    const chartOf = (layers: typeof kit.layers, grid = true) => (
      <kit.PriceChart
        input={{ ...kit.input, grid, layers }}
        theme="light"
        label="Chart"
        describedBy="summary"
        point={undefined}
      />
    );
    const { rerender } = render(chartOf(kit.layers));
    const first = await waitFor(liveChart);

    const moved = {
      ...kit.layers,
      comparisons: [{ ...kit.comparison, percent: Float64Array.from([NaN, 0, 2, 6, 8]) }],
    };
    rerender(chartOf(moved));
    await waitFor(() => expect(first.data[2]).toEqual([null, 0, 2, 6, 8]));
    expect(liveChart() === first, 'the same chart').toBe(true);

    // The comparison taken away: its line goes, the band's fill follows its edges.
    rerender(chartOf({ ...moved, comparisons: [] }));
    await waitFor(() => expect(first.series).toHaveLength(6));
    expect(liveChart() === first, 'the same chart').toBe(true);
    expect(first.data).toHaveLength(6);
    expect(first.data[2]).toEqual([null, null, 104, 106, 110]);
    expect(first.bands).toEqual([{ series: [2, 3], fill: expect.any(String) }]);
    expect(first.series[5]?.scale).toBe('owners');

    rerender(chartOf({ ...moved, comparisons: [] }, false));
    await waitFor(() => expect(first.destroyed, 'the chart replaced').toBe(true));
    expect(liveChart().options.series).toHaveLength(6);
  });

  it('keeps the reader’s zoom through new layers and a new setting, not on another series', async () => {
    const kit = await layersKit();
    const chartOf = (input: Partial<typeof kit.input>) => (
      <kit.PriceChart
        input={{ ...kit.input, layers: kit.layers, ...input }}
        theme="light"
        label="Chart"
        describedBy="summary"
        point={undefined}
      />
    );
    const { rerender } = render(chartOf({}));
    const first = await waitFor(liveChart);
    first.setScale('x', { min: 1, max: 3 });

    rerender(chartOf({ layers: { ...kit.layers, comparisons: [] } }));
    await waitFor(() => expect(first.series).toHaveLength(6));
    expect(first.scales.x).toEqual({ min: 1, max: 3 });

    rerender(chartOf({ layers: { ...kit.layers, comparisons: [] }, grid: false }));
    await waitFor(() => expect(first.destroyed, 'the chart replaced').toBe(true));
    expect(liveChart().scales.x).toEqual({ min: 1, max: 3 });

    const later = kit.series.times.map((time) => time + 86_400_000);
    rerender(
      chartOf({
        layers: { ...kit.layers, comparisons: [] },
        grid: false,
        series: { ...kit.series, times: Float64Array.from(later) },
      }),
    );
    await waitFor(() => expect(liveChart().scales.x).toEqual({ min: 0, max: 4 }));
  });

  it('draws what changed before its task came once: the latest', async () => {
    const kit = await layersKit();
    const chartOf = (percent: number[]) => (
      <kit.PriceChart
        input={{
          ...kit.input,
          layers: {
            ...kit.layers,
            comparisons: [{ ...kit.comparison, percent: Float64Array.from(percent) }],
          },
        }}
        theme="light"
        label="Chart"
        describedBy="summary"
        point={undefined}
      />
    );
    const { rerender } = render(chartOf([NaN, 0, 1, 5, 4]));
    const chart = await waitFor(liveChart);

    rerender(chartOf([NaN, 0, 2, 6, 8]));
    rerender(chartOf([NaN, 0, 3, 7, 9]));

    await waitFor(() => expect(chart.data[2]).toEqual([null, 0, 3, 7, 9]));
    expect(chart.dataSets).toBe(1);
  });

  it('lists comparisons, indicators, owners, trades and events at the cursor', async () => {
    const kit = await layersKit();
    const layers = {
      ...kit.layers,
      panels: [
        {
          key: 'ta:r',
          label: 'RSI 14-70-30',
          taType: 'RSI' as const,
          colorIndex: 3,
          lines: [{ name: 'value', values: Float64Array.from([NaN, NaN, NaN, 61.234, 70]) }],
          levels: { low: 30, high: 70 },
        },
      ],
      buySell: [
        {
          index: 3,
          x: T0 + 3 * MINUTE,
          kind: 'buy' as const,
          buyPrice: 104,
          sellPrice: undefined,
          tooltip: {
            amount: 1040.5,
            buyAmount: 1040.5,
            sellAmount: 0,
            price: 104.05,
            buyPrice: 104.05,
            sellPrice: undefined,
            quantity: 10,
            buyQuantity: 10,
            sellQuantity: 0,
            count: 2,
            currency: 'SEK',
            priceUnit: 'SEK',
            timestampFrom: T0,
            timestampTo: T0,
          },
        },
      ],
      events: [
        {
          index: 3,
          x: T0 + 3 * MINUTE,
          kind: 'dividend' as const,
          event: {
            event: 'ANNUAL_DIVIDEND' as const,
            eventTimestamp: T0,
            timestamp: T0,
            change: -1.5,
            dividendAmount: 4,
            dividendCurrency: 'SEK',
          },
        },
      ],
    };
    render(
      <kit.ChartTooltip
        series={kit.series}
        cursor={{ index: 3, left: 100, top: 50, plotWidth: 600 }}
        name="Ericsson B"
        candles={false}
        intraday
        decimals={2}
        position="fixed"
        locale="en-GB"
        timeZone="Europe/Stockholm"
        t={kit.t}
        layers={layers}
      />,
    );

    const value = (label: string) =>
      screen.getByText(label).nextElementSibling?.textContent ?? '(none)';
    expect(value('OMXS30')).toBe('5.00 %');
    expect(value('Bollinger 3-2')).toBe('106.00 / 102.33 / 99.00');
    expect(value('RSI 14-70-30')).toBe('61.23');
    expect(value('Owners')).toBe('5,030');
    expect(value('Transactions')).toBe('2');
    expect(value('Bought')).toBe('10');
    expect(value('Buy price')).toBe('104.05 SEK');
    expect(value('Buy amount')).toBe('1,040.50 SEK');
    expect(screen.queryByText('Sold')).toBeNull();
    expect(value('Annual dividend')).toBe('-1.50 %');
    expect(value('Dividend')).toBe('4.00 SEK');
  });
});

//#endregion
