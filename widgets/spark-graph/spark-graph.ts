import './messages';
import { effect } from '@preact/signals-core';
import { ElementBase } from '../shared/element-base';
import type { WidgetErrorDetail } from '../shared/widget-error';
import { languageOf, loadTexts, textsReady, translator, type Locale } from '../../core/i18n';
import { apiClient } from '../../core/http/api-registry';
import type { ApiError } from '../../core/http/api-error';
import { pageDefaults, type KitDefaults, type Theme } from '../shared/configure';
import { pageLanguage } from '../shared/page-language';
import { adoptKitStyles } from '../shared/shadow-styles';
import {
  resolveWidgetSettings,
  type ContractAttributes,
  type WidgetSettings,
} from '../shared/widget-settings';
import {
  parseSparkAttributes,
  type ParsedSparkAttributes,
  type SparkSource,
} from './model/spark-attributes';
import { sparkGeometry } from './model/spark-geometry';
import { sparkSeries, type SparkSeries } from './model/spark-series';
import { sparkSummary, sparkSummaryText } from './model/spark-summary';
import { sparkTrend } from './model/spark-trend';
import { withTick } from './model/live-ticks';
import { whenNearViewport } from './near-viewport';
import { SparkDrawing, type SparkFill, type SparkPicture } from './spark-drawing';
import { cancelFrameRender, renderInNextFrame, type FrameRenderer } from './spark-frame';
import { followPrices } from './spark-live';
import { loadSparkSeries, type LoadedSpark } from './spark-series-source';

/*
 * <spark-graph> is the one element of the kit without React. A page holds hundreds of sparks,
 * and one React root per element costs more than the 2× of plain SVG polylines the spark is
 * allowed for its first frame (measured: about 5× with an empty component, before drawing
 * anything; see scripts/bench/spark.bench.ts). It shares everything else with the kit: the
 * shadow-root styles and theme tokens, configure() defaults, locale resolution, i18n, the API
 * client and its shared GETs, and the pure rules in model/.
 */

/** The element's own properties (each also an attribute, but `values` takes an array too). */
export interface SparkGraphProps {
  /**
   * The series inline (`values`): a JSON array or a comma list of numbers as text, or an array
   * as a property. Non-finite values and `null` are left out. Wins over `instrumentId`.
   */
  values: string | readonly (number | null)[] | null;
  /** The value the last point is compared with (`close`); default the first value. */
  close: string | number | null;
  /** An instrument whose spark series is loaded from the API (`instrument-id`). */
  instrumentId: string | null;
  /** The period of the loaded series (`period`): a SPEC §3 period id but CUSTOM; default DAY_1. */
  period: string | null;
  /** Fills the area below the line (`area`). */
  area: boolean;
  /** Fills the area below the line with a gradient that fades downwards (`gradient`). */
  gradient: boolean;
  /** Adds the instrument's live prices from the feed to a loaded series (`live`). */
  live: boolean;
}

/** Detail of `bw-error`: the attributes cannot be drawn, or the series could not be loaded. */
export type SparkErrorDetail = WidgetErrorDetail;

/** The contract attributes (DESIGN.md, Public contract), as properties. */
const CONTRACT = {
  apiBase: 'api-base',
  feedUrl: 'feed-url',
  siteBase: 'site-base',
  locale: 'locale',
  theme: 'theme',
} as const;

/** The element's own text attributes, by property. */
const TEXT = { close: 'close', instrumentId: 'instrument-id', period: 'period' } as const;

/** The element's boolean attributes. */
const FLAGS = ['area', 'gradient', 'live'] as const;

/** The properties a page may set before the element is defined (see `connectedCallback`). */
const PROPERTIES = ['values', ...Object.keys(TEXT), ...FLAGS, ...Object.keys(CONTRACT)];

const connected = new Set<SparkGraph>();
let followingPage = false;

/** Redraws every spark when configure() defaults or `<html lang>` change; one watcher per page. */
function followPageSettings(): void {
  if (followingPage) return;
  followingPage = true;
  effect(() => {
    void pageDefaults.value;
    void pageLanguage().value;
    for (const spark of connected) renderInNextFrame(spark);
  });
}

/** What a spark by instrument is loading, or has loaded, and whether it follows live prices. */
interface SeriesLoad {
  readonly key: string;
  readonly controller: AbortController;
  result: LoadedSpark | undefined;
  /** Stops following live prices; set while the spark follows them. */
  stopLive?: () => void;
}

function picture(series: SparkSeries, fill: SparkFill): SparkPicture {
  return { geometry: sparkGeometry(series.points), trend: sparkTrend(series), fill };
}

/** The summary a drawing is named by, in the widget's language. */
const summaryOf = (series: SparkSeries, locale: Locale) =>
  sparkSummaryText(sparkSummary(series), locale, translator(locale));

let settingsFor: { defaults: KitDefaults; byKey: Map<string, WidgetSettings> } | undefined;

/**
 * The widget settings for a spark's contract attributes. Sparks on a page nearly always share
 * them, so each distinct set is resolved once, until configure() changes the page defaults.
 */
function sparkSettings(attributes: ContractAttributes): WidgetSettings {
  const defaults = pageDefaults.value;
  if (settingsFor?.defaults !== defaults) settingsFor = { defaults, byKey: new Map() };
  const lang = pageLanguage().value;
  const { apiBase, feedUrl, siteBase, locale, theme } = attributes;
  const key = [apiBase, feedUrl, siteBase, locale, theme, lang, location.href].join('\n');
  let settings = settingsFor.byKey.get(key);
  if (!settings) {
    settings = resolveWidgetSettings(attributes, defaults, { href: location.href, lang });
    settingsFor.byKey.set(key, settings);
  }
  return settings;
}

/** The `<spark-graph>` element's implementation; its contract is documented in element.ts. */
export class SparkGraph extends ElementBase implements SparkGraphProps, FrameRenderer {
  static get observedAttributes(): string[] {
    return ['values', ...Object.values(TEXT), ...FLAGS, ...Object.values(CONTRACT)];
  }

  readonly #root: ShadowRoot;
  #internals: ElementInternals | undefined;
  #drawing: SparkDrawing | undefined;
  /** `values` set as a property; undefined when the attribute holds the values. */
  #valuesProperty: { value: unknown } | undefined;
  #parsed: { input: readonly unknown[]; output: ParsedSparkAttributes } | undefined;
  #load: SeriesLoad | undefined;
  #near = false;
  #stopWatching: (() => void) | undefined;
  #theme: Theme = 'light';
  /** The last problem reported, so a redraw does not report it again. */
  #reported: string | undefined;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptKitStyles(this.#root);
  }

  //#region Properties

  get values(): SparkGraphProps['values'] {
    return this.#valuesProperty
      ? (this.#valuesProperty.value as SparkGraphProps['values'])
      : this.getAttribute('values');
  }

  set values(value: SparkGraphProps['values']) {
    // Parsed anew even when it is the same array, which the page may have changed in place.
    this.#valuesProperty = { value };
    this.#parsed = undefined;
    renderInNextFrame(this);
  }

  get close(): string | null {
    return this.getAttribute(TEXT.close);
  }

  set close(value: string | number | null) {
    this.#setText(TEXT.close, value);
  }

  get instrumentId(): string | null {
    return this.getAttribute(TEXT.instrumentId);
  }

  set instrumentId(value: string | null) {
    this.#setText(TEXT.instrumentId, value);
  }

  get period(): string | null {
    return this.getAttribute(TEXT.period);
  }

  set period(value: string | null) {
    this.#setText(TEXT.period, value);
  }

  get area(): boolean {
    return this.hasAttribute('area');
  }

  set area(value: boolean) {
    this.toggleAttribute('area', Boolean(value));
  }

  get gradient(): boolean {
    return this.hasAttribute('gradient');
  }

  set gradient(value: boolean) {
    this.toggleAttribute('gradient', Boolean(value));
  }

  get live(): boolean {
    return this.hasAttribute('live');
  }

  set live(value: boolean) {
    this.toggleAttribute('live', Boolean(value));
  }

  get apiBase(): string | null {
    return this.getAttribute(CONTRACT.apiBase);
  }

  set apiBase(value: string | null) {
    this.#setText(CONTRACT.apiBase, value);
  }

  get feedUrl(): string | null {
    return this.getAttribute(CONTRACT.feedUrl);
  }

  set feedUrl(value: string | null) {
    this.#setText(CONTRACT.feedUrl, value);
  }

  get siteBase(): string | null {
    return this.getAttribute(CONTRACT.siteBase);
  }

  set siteBase(value: string | null) {
    this.#setText(CONTRACT.siteBase, value);
  }

  get locale(): string | null {
    return this.getAttribute(CONTRACT.locale);
  }

  set locale(value: string | null) {
    this.#setText(CONTRACT.locale, value);
  }

  get theme(): string | null {
    return this.getAttribute(CONTRACT.theme);
  }

  set theme(value: Theme | null) {
    this.#setText(CONTRACT.theme, value);
  }

  #setText(attribute: string, value: string | number | null | undefined): void {
    if (value === null || value === undefined) this.removeAttribute(attribute);
    else this.setAttribute(attribute, String(value));
  }

  //#endregion
  //#region Lifecycle

  connectedCallback(): void {
    // A property set before the element was upgraded sits on the instance and shadows the
    // accessor; move it through the accessor so it is not lost.
    for (const property of PROPERTIES) {
      if (!Object.hasOwn(this, property)) continue;
      const value: unknown = Reflect.get(this, property);
      Reflect.deleteProperty(this, property);
      Reflect.set(this, property, value);
    }
    connected.add(this);
    followPageSettings();
    renderInNextFrame(this);
  }

  disconnectedCallback(): void {
    connected.delete(this);
    cancelFrameRender(this);
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    // A series still loading is given up; a loaded one is kept, so a spark moved in the page
    // draws again at once. Live prices stop: only sparks in the page follow them.
    this.#stopLive();
    if (this.#load && !this.#load.result) {
      this.#load.controller.abort();
      this.#load = undefined;
    }
  }

  attributeChangedCallback(name: string): void {
    // The attribute holds the values again once it is written after the property.
    if (name === 'values') this.#valuesProperty = undefined;
    renderInNextFrame(this);
  }

  //#endregion
  //#region Drawing

  /** Draws what the attributes say, in the page's batch for this frame (see spark-frame.ts). */
  renderFrame(): (() => void) | undefined {
    if (!this.isConnected) return undefined;
    const settings = sparkSettings({
      apiBase: this.apiBase ?? undefined,
      feedUrl: this.feedUrl ?? undefined,
      siteBase: this.siteBase ?? undefined,
      locale: this.locale ?? undefined,
      theme: this.theme ?? undefined,
    });
    this.#applyTheme(settings.theme);

    const parsed = this.#parse();
    if (!parsed.ok) {
      this.#stopLoading();
      this.#show(undefined);
      this.#report(parsed.reason);
      return undefined;
    }
    const data = this.#data(parsed.source, settings);
    if (data) this.#reported = undefined;
    const series = data && sparkSeries(data.values, data.close);
    if (!series) {
      this.#show(undefined);
      return undefined;
    }
    this.#show(picture(series, this.gradient ? 'gradient' : this.area ? 'area' : 'none'));
    // Formatting the summary's numbers costs more than drawing (the page's first formatters are
    // built here), so it waits until the page is idle after the frame that shows the line.
    // Its words come in the page's language, loaded the first time a spark shows it.
    return () => {
      const language = languageOf(settings.locale);
      if (textsReady(language)) {
        this.#drawing?.describe(summaryOf(series, settings.locale));
        return;
      }
      loadTexts(language).then(
        () => renderInNextFrame(this),
        (error: unknown) => this.#reportTexts(error),
      );
    };
  }

  /** The attributes parsed; parsed again only when one of them changed. */
  #parse(): ParsedSparkAttributes {
    const input = [this.values, this.close, this.instrumentId, this.period] as const;
    const previous = this.#parsed;
    if (previous && input.every((value, index) => value === previous.input[index])) {
      return previous.output;
    }
    const [values, close, instrumentId, period] = input;
    const output = parseSparkAttributes({ values, close, instrumentId, period });
    this.#parsed = { input, output };
    return output;
  }

  /** The values to draw: inline ones, or a loaded series (undefined while loading). */
  #data(
    source: SparkSource,
    settings: WidgetSettings,
  ): { values: readonly (number | null)[]; close: number | undefined } | undefined {
    switch (source.kind) {
      case 'none':
        this.#stopLoading();
        return undefined;
      case 'inline':
        this.#stopLoading();
        return source;
      case 'instrument': {
        const loaded = this.#series(source, settings.apiBase);
        if (!loaded) return undefined;
        this.#followLive(source.instrumentId, settings);
        return {
          values: loaded.points.map((point) => point.value),
          close: source.close ?? loaded.close,
        };
      }
    }
  }

  /**
   * Adds live price ticks to a loaded series while `live` is set (see model/live-ticks.ts).
   * Inline values have no times to place a tick by, so only a series by instrument goes live.
   */
  #followLive(instrumentId: string, settings: WidgetSettings): void {
    const load = this.#load;
    if (!load?.result) return;
    if (!this.live) {
      this.#stopLive();
      return;
    }
    if (load.stopLive) return;
    const { feedUrl, apiBase } = settings;
    load.stopLive = followPrices(
      { feedUrl, apiBase, instrumentId },
      (tick) => {
        const loaded = load.result;
        if (this.#load !== load || !loaded) return;
        const points = withTick(loaded.points, tick);
        if (points === loaded.points) return;
        load.result = { ...loaded, points };
        renderInNextFrame(this);
      },
      (problem) => this.#report(problem),
    );
  }

  #stopLive(): void {
    this.#load?.stopLive?.();
    if (this.#load) this.#load.stopLive = undefined;
  }

  /**
   * The instrument's series once loaded. It starts loading when the spark comes near the
   * viewport; sparks of the same instrument and period share the request (spark-series-source).
   */
  #series(
    source: Extract<SparkSource, { kind: 'instrument' }>,
    apiBase: string,
  ): LoadedSpark | undefined {
    const key = `${apiBase} ${source.instrumentId} ${source.period}`;
    if (this.#load?.key === key) return this.#load.result;
    this.#stopLoading();
    const load: SeriesLoad = { key, controller: new AbortController(), result: undefined };
    this.#load = load;
    this.#whenNear(() => {
      const client = apiClient(apiBase, 'x-nnx-access-token');
      const { instrumentId, period } = source;
      loadSparkSeries(client, instrumentId, period, load.controller.signal).then(
        (result) => {
          if (this.#load !== load) return;
          load.result = result;
          renderInNextFrame(this);
        },
        (error: ApiError) => {
          if (this.#load !== load || error.kind === 'aborted') return;
          this.#report(error.message);
        },
      );
    });
    return undefined;
  }

  #whenNear(then: () => void): void {
    if (this.#near) {
      then();
      return;
    }
    this.#stopWatching?.();
    this.#stopWatching = whenNearViewport(this, () => {
      this.#near = true;
      this.#stopWatching = undefined;
      then();
    });
  }

  #stopLoading(): void {
    this.#stopLive();
    this.#load?.controller.abort();
    this.#load = undefined;
    this.#stopWatching?.();
    this.#stopWatching = undefined;
  }

  #show(shown: SparkPicture | undefined): void {
    if (!shown && !this.#drawing) return;
    this.#drawing ??= new SparkDrawing(this.#root);
    this.#drawing.show(shown);
  }

  #applyTheme(theme: Theme): void {
    // The theme shows as a custom state (see theme.css.ts); the light theme is the one without.
    // Touching the states restyles the element, so they change only with the theme, and a page
    // of light sparks never makes their internals at all.
    if (theme === this.#theme) return;
    this.#theme = theme;
    try {
      this.#internals ??= this.attachInternals();
    } catch {
      // Without ElementInternals (old engines, test DOMs) the light theme stays.
      return;
    }
    // Engines before 2024 have internals without custom states.
    const states = this.#internals.states as CustomStateSet | undefined;
    if (!states) return;
    for (const name of ['dark', 'auto'] as const) {
      if (theme === name) states.add(name);
      else states.delete(name);
    }
  }

  /** Says once, in the console and as `bw-error`, why nothing is drawn. */
  /** The line is drawn, but the words naming it could not be loaded. */
  #reportTexts(error: unknown): void {
    const message = `the texts could not be loaded: ${String(error)}`;
    console.warn(`<spark-graph>: ${message}`);
    this.dispatchEvent(
      new CustomEvent<SparkErrorDetail>('bw-error', {
        detail: { message },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #report(reason: string): void {
    if (this.#reported === reason) return;
    this.#reported = reason;
    console.warn(`<spark-graph>: nothing is drawn: ${reason}`);
    this.dispatchEvent(
      new CustomEvent<SparkErrorDetail>('bw-error', {
        detail: { message: reason },
        bubbles: true,
        composed: true,
      }),
    );
  }

  //#endregion
}
