import { RemoveButton } from '../ui/line-icon';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { useWidget } from '../../shared/widget-context';
import * as css from './drawer.css';
import {
  analysisPillKey,
  comparatorPillKey,
  OWNERS_PILL_KEY,
  type PillKind,
} from '../model/graph-pills';
import { technicalAnalysisLabel } from '../model/technical-analysis-label';

/** The swatch colour of a palette slot: the same `--bw-graph-series-{n}` the chart draws with. */
export function seriesColor(colorIndex: number): string {
  return css.SERIES_COLORS[colorIndex % css.SERIES_COLORS.length] ?? 'currentColor';
}

export interface PillBarProps {
  /** The main series' name (the instrument's), first in the legend. */
  mainName: string;
  comparators: readonly Comparator[];
  analyses: readonly TechnicalAnalysisSetting[];
  /** Whether the owners series is in the graph. */
  owners: boolean;
  /** Keys of the series switched off: their pills show greyed. */
  disabled: ReadonlySet<string>;
  /** Switches the series of `key` on or off. */
  onToggle: (key: string) => void;
  /** Takes the series of `key` out of the graph. */
  onRemove: (kind: PillKind, key: string) => void;
}

interface Pill {
  readonly kind: PillKind;
  readonly key: string;
  readonly label: string;
  readonly colorIndex: number | undefined;
}

/**
 * The pill bar under the chart, the chart's legend: the main series by name and in its colour, then
 * a removable pill for each comparison (by its symbol), each technical analysis (its name plus its
 * parameter values) and the owners series, each in its colour. A pill's main button switches its
 * series on or off; switched-off pills show greyed. A chart without overlays needs no legend: its
 * name says what it draws.
 */
export function PillBar(props: PillBarProps) {
  const { comparators, analyses, owners, disabled, onToggle, onRemove } = props;
  const { locale, t } = useWidget();
  const pills: Pill[] = [
    ...comparators.map((comparator) => ({
      kind: 'comparator' as const,
      key: comparatorPillKey(comparator),
      label: comparator.symbol,
      colorIndex: comparator.colorIndex,
    })),
    ...analyses.map((analysis) => ({
      kind: 'analysis' as const,
      key: analysisPillKey(analysis),
      label: technicalAnalysisLabel(analysis),
      colorIndex: analysis.colorIndex,
    })),
    ...(owners
      ? [
          {
            kind: 'owners' as const,
            key: OWNERS_PILL_KEY,
            label: t('priceGraph.pill.owners'),
            colorIndex: undefined,
          },
        ]
      : []),
  ];
  if (pills.length === 0) return null;
  const width = locale === 'fi-FI' ? 'finnish' : 'other';

  return (
    <ul className={css.pillBar} part="legend" aria-label={t('priceGraph.pill.bar')}>
      <li className={css.mainEntry}>
        <span className={css.mainSwatch} aria-hidden="true" />
        {props.mainName}
      </li>
      {pills.map((pill) => (
        <li key={pill.key} className={css.pill[width]}>
          <button
            type="button"
            className={css.pillToggle}
            aria-pressed={!disabled.has(pill.key)}
            onClick={() => onToggle(pill.key)}
          >
            {pill.colorIndex === undefined ? (
              <span className={css.ownersSwatch} aria-hidden="true" />
            ) : (
              <span
                className={css.swatch}
                style={{ background: seriesColor(pill.colorIndex) }}
                aria-hidden="true"
              />
            )}
            {pill.label}
          </button>
          <RemoveButton
            className={css.pillRemove}
            label={t('priceGraph.pill.remove', { name: pill.label })}
            onClick={() => onRemove(pill.kind, pill.key)}
          />
        </li>
      ))}
    </ul>
  );
}
