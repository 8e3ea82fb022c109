import { type ReactNode } from 'react';
import type { Translate } from '../../../core/i18n';
import {
  FUND_DEVELOPMENT_CURRENCIES,
  GRAPH_TYPES,
  HISTORICAL_EVENT_KINDS,
  LINE_GRAPH_TYPE_FLAGS,
  PRICE_MARKER_MODES,
  type GraphType,
} from '../../../core/schemas/graph-setting-values';
import { TOOLTIP_POSITIONS } from '../../../core/schemas/graph-user-settings';
import type { InstrumentKind } from '../model/graph-instrument';
import type { GraphSettingsView } from '../data/use-graph-settings';
import * as css from '../header/graph-chrome.css';
import { useElementId } from '../../shared/use-element-id';

/** A group of options under its legend. */
function Group(props: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{props.legend}</legend>
      {props.children}
    </fieldset>
  );
}

/** One checkbox or radio with its label; a disabled one says so in its colour too. */
function Choice(props: {
  type: 'checkbox' | 'radio';
  name?: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <label className={css.option} data-disabled={props.disabled ?? false}>
      <input
        type={props.type}
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
      />
      {props.label}
    </label>
  );
}

/** A select of one setting, labelled. */
function Select<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useElementId();
  return (
    <div className={css.option}>
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className={css.select}
        value={props.value}
        onChange={(event) => {
          const chosen = props.options.find((option) => option === event.target.value);
          if (chosen !== undefined) props.onChange(chosen);
        }}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/**
 * The Settings tab: the graph type, the line's flags, grid, highest and lowest, volume, price
 * markers, a fund's development currency, the historical event kinds, the tooltip's position, the
 * owners series, and Restore defaults. Each change is stored at once. Options that cannot apply are
 * disabled, not hidden, so the reader sees why the graph looks as it does: candles without candle
 * data, and what the bid price turns off (see model/graph-header.ts).
 */
export function SettingsTab(props: {
  graph: GraphSettingsView;
  kind: InstrumentKind;
  hasCandles: boolean;
  hasVolume: boolean;
  bidPrice: boolean;
  t: Translate;
}) {
  const { graph, kind, bidPrice, t } = props;
  const { settings, change } = graph;
  const name = useElementId();
  const typeDisabled = (type: GraphType) =>
    type !== 'line' && (bidPrice || (type !== 'column' && !props.hasCandles));

  return (
    <div>
      <Group legend={t('priceGraph.settings.graphType')}>
        {GRAPH_TYPES.map((type) => (
          <Choice
            key={type}
            type="radio"
            name={`${name}-type`}
            label={t(`priceGraph.settings.graphType.${type}`)}
            checked={(bidPrice ? 'line' : settings.graphType) === type}
            disabled={typeDisabled(type)}
            onChange={() => change('graphType', type)}
          />
        ))}
        {bidPrice ? <p className={css.note}>{t('priceGraph.settings.bidPriceNote')}</p> : null}
      </Group>
      {settings.graphType === 'line' || bidPrice ? (
        <Group legend={t('priceGraph.settings.line')}>
          {LINE_GRAPH_TYPE_FLAGS.map((flag) => (
            <Choice
              key={flag}
              type="checkbox"
              label={t(`priceGraph.settings.line.${flag}`)}
              checked={settings.lineGraphType.includes(flag)}
              onChange={() => change('lineGraphType', toggled(settings.lineGraphType, flag))}
            />
          ))}
        </Group>
      ) : null}
      <Group legend={t('priceGraph.settings.show')}>
        <Choice
          type="checkbox"
          label={t('priceGraph.settings.grid')}
          checked={settings.grid}
          onChange={() => change('grid', !settings.grid)}
        />
        <Choice
          type="checkbox"
          label={t('priceGraph.settings.highestAndLowest')}
          checked={settings.highestAndLowest}
          onChange={() => change('highestAndLowest', !settings.highestAndLowest)}
        />
        {props.hasVolume ? (
          <Choice
            type="checkbox"
            label={t('priceGraph.settings.volume')}
            checked={settings.volume && !bidPrice}
            disabled={bidPrice}
            onChange={() => change('volume', !settings.volume)}
          />
        ) : null}
        {kind !== 'index' ? (
          <Choice
            type="checkbox"
            label={t('priceGraph.settings.owners')}
            checked={settings.owners}
            onChange={() => change('owners', !settings.owners)}
          />
        ) : null}
      </Group>
      <Group legend={t('priceGraph.settings.markers')}>
        <Select
          label={t('priceGraph.settings.priceMarkers')}
          value={settings.priceMarkers}
          options={PRICE_MARKER_MODES}
          text={(mode) => t(`priceGraph.settings.priceMarkers.${mode}`)}
          onChange={(mode) => change('priceMarkers', mode)}
        />
        {kind === 'fund' ? (
          <Select
            label={t('priceGraph.settings.fundDevelopment')}
            value={settings.fundDevelopment}
            options={FUND_DEVELOPMENT_CURRENCIES}
            text={(currency) =>
              currency === 'last' || currency === 'NAV'
                ? t(`priceGraph.settings.fundDevelopment.${currency}`)
                : currency
            }
            onChange={(currency) => change('fundDevelopment', currency)}
          />
        ) : null}
      </Group>
      {kind === 'stock' ? (
        <Group legend={t('priceGraph.settings.historicalEvents')}>
          {HISTORICAL_EVENT_KINDS.map((eventKind) => (
            <Choice
              key={eventKind}
              type="checkbox"
              label={t(`priceGraph.settings.historicalEvents.${eventKind}`)}
              checked={settings.historicalEvents.includes(eventKind)}
              onChange={() =>
                change('historicalEvents', toggled(settings.historicalEvents, eventKind))
              }
            />
          ))}
        </Group>
      ) : null}
      <Group legend={t('priceGraph.settings.tooltipPosition')}>
        {TOOLTIP_POSITIONS.map((position) => (
          <Choice
            key={position}
            type="radio"
            name={`${name}-tooltip`}
            label={t(`priceGraph.settings.tooltipPosition.${position}`)}
            checked={settings.tooltipPosition === position}
            onChange={() => change('tooltipPosition', position)}
          />
        ))}
      </Group>
      <button type="button" className={css.chip} onClick={graph.restore}>
        {t('priceGraph.settings.restore')}
      </button>
    </div>
  );
}
