import './texts';
import { effect } from '@preact/signals-core';
import { ElementBase } from '../shared/element-base';
import type { OwnContractProperties } from '../shared/element-contract';
import { eventEmitter, kitElement, showTheme } from '../shared/kit-element';
import { languageOf, loadTexts, textsReady, translator, type Locale } from '../../core/i18n';
import { apiClient } from '../../core/http/api-registry';
import { createResource } from '../../core/http/resource';
import { pageDefaults, type KitDefaults } from '../shared/configure';
import { pageLanguage } from '../shared/page-language';
import {
  resolveWidgetSettings,
  type ContractAttributes,
  type WidgetSettings,
} from '../shared/widget-settings';
import {
  parseSparkAttributes,
  type ParsedSparkAttributes,
  type SparkPeriod,
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
import type { sparkGraphContract } from './contract';
import { sparkGraphSpec } from './spec';
import { loadSparkSeries, type LoadedSpark } from './spark-series-source';

/*
 * <spark-graph> is the one element of the kit without React. A page holds hundreds of sparks,
 * and one React root per element costs more than the 2× of plain SVG polylines the spark is
 * allowed for its first frame (measured: about 5× with an empty component, before drawing
 * anything; see scripts/bench/spark.bench.ts). It shares everything else with the kit: the
 * shadow-root styles and theme tokens, configure() defaults, locale resolution, i18n, the API
 * client and its shared GETs, and the pure rules in model/.
 */

/** The element's own properties, one per attribute (`values` takes an array too); see contract.ts. */
export type SparkGraphProps = OwnContractProperties<typeof sparkGraphContract>;

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

/** The series a spark by instrument asks for, and the live prices it has added to it. */
interface SeriesWanted {
  readonly key: string;
  readonly apiBase: string;
  readonly instrumentId: string;
  readonly period: SparkPeriod;
  /** The loaded answer `from`, with the live ticks since added (model/live-ticks.ts). */
  ticked?: { readonly from: LoadedSpark; readonly series: LoadedSpark };
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

/**
 * The `<spark-graph>` element's implementation; its contract is contract.ts, and the kit's
 * element behaviour (attributes, properties, shadow root, theme) comes from kit-element.ts.
 */
export class SparkGraph extends kitElement(ElementBase, sparkGraphSpec) implements FrameRenderer {
  readonly #root = this.shadowRoot as ShadowRoot;
  #drawing: SparkDrawing | undefined;
  #parsed: { input: readonly unknown[]; output: ParsedSparkAttributes } | undefined;
  #wanted: SeriesWanted | undefined;
  /** Sparks of the same instrument and period share the request (spark-series-source). */
  readonly #loader = createResource<LoadedSpark>({
    load: (_key, { signal }) => {
      const { apiBase, instrumentId, period } = this.#wanted as SeriesWanted;
      return loadSparkSeries(
        apiClient(apiBase, 'x-nnx-access-token'),
        instrumentId,
        period,
        signal,
      );
    },
  });
  #stopHearing: (() => void) | undefined;
  #near = false;
  #stopWatching: (() => void) | undefined;
  /** The last problem reported, so a redraw does not report it again. */
  #reported: string | undefined;

  //#region Lifecycle

  override propertyChangedCallback(property: string): void {
    // Parsed anew even when `values` is the same array, which the page may have changed in place.
    if (property === 'values') this.#parsed = undefined;
    renderInNextFrame(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    connected.add(this);
    followPageSettings();
    this.#stopHearing ??= this.#loader.state.subscribe(() => renderInNextFrame(this));
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
    this.#stopHearing?.();
    this.#stopHearing = undefined;
    if (this.#wanted && this.#loader.state.peek().dataKey !== this.#wanted.key) {
      this.#stopLoading();
    }
  }

  //#endregion
  //#region Drawing

  /** Draws what the attributes say, in the page's batch for this frame (see spark-frame.ts). */
  renderFrame(): (() => void) | undefined {
    if (!this.isConnected) return undefined;
    const { apiBase, feedUrl, siteBase, locale, theme } = this;
    const settings = sparkSettings({ apiBase, feedUrl, siteBase, locale, theme });
    showTheme(this, settings.theme);

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
        (error: unknown) => this.#report(`the texts could not be loaded: ${String(error)}`, true),
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
        this.#followLive(settings);
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
  #followLive(settings: WidgetSettings): void {
    const wanted = this.#wanted;
    if (!wanted) return;
    if (!this.live) {
      this.#stopLive();
      return;
    }
    if (wanted.stopLive) return;
    const { feedUrl, apiBase } = settings;
    wanted.stopLive = followPrices(
      { feedUrl, apiBase, instrumentId: wanted.instrumentId },
      (tick) => {
        const shown = this.#wanted === wanted ? this.#loaded(wanted) : undefined;
        if (!shown) return;
        const points = withTick(shown.points, tick);
        if (points === shown.points) return;
        wanted.ticked = {
          from: this.#loader.state.peek().data as LoadedSpark,
          series: { ...shown, points },
        };
        renderInNextFrame(this);
      },
      (problem) => this.#report(problem),
    );
  }

  #stopLive(): void {
    this.#wanted?.stopLive?.();
    if (this.#wanted) this.#wanted.stopLive = undefined;
  }

  /**
   * The instrument's series once loaded. It starts loading when the spark comes near the
   * viewport; a load that failed is reported.
   */
  #series(
    source: Extract<SparkSource, { kind: 'instrument' }>,
    apiBase: string,
  ): LoadedSpark | undefined {
    const { instrumentId, period } = source;
    const key = `${apiBase} ${instrumentId} ${period}`;
    if (this.#wanted?.key !== key) {
      this.#stopLoading();
      this.#wanted = { key, apiBase, instrumentId, period };
      this.#whenNear(() => this.#loader.request(key));
      return undefined;
    }
    const { error } = this.#loader.state.peek();
    if (error) this.#report(error.message);
    return this.#loaded(this.#wanted);
  }

  /** The answer to what the spark asks for, with the live ticks added to it. */
  #loaded(wanted: SeriesWanted): LoadedSpark | undefined {
    const { data, dataKey } = this.#loader.state.peek();
    if (dataKey !== wanted.key || !data) return undefined;
    return wanted.ticked?.from === data ? wanted.ticked.series : data;
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
    this.#loader.request(undefined);
    this.#wanted = undefined;
    this.#stopWatching?.();
    this.#stopWatching = undefined;
  }

  #show(shown: SparkPicture | undefined): void {
    if (!shown && !this.#drawing) return;
    this.#drawing ??= new SparkDrawing(this.#root);
    this.#drawing.show(shown);
  }

  /**
   * Says once, in the console and as `bw-error`, why nothing is drawn, or (`drawn`) what is
   * missing from a line that is drawn.
   */
  #report(reason: string, drawn = false): void {
    if (this.#reported === reason) return;
    this.#reported = reason;
    console.warn(`<spark-graph>: ${drawn ? '' : 'nothing is drawn: '}${reason}`);
    eventEmitter<typeof sparkGraphContract>(this)('bw-error', { message: reason });
  }

  //#endregion
}
