import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCustomerAccess } from '../shared/use-customer-access';
import { useWidget } from '../shared/widget-context';
import { GraphCard } from './card/graph-card';
import { downloadHistoricalData } from './historical-table/download-historical-data';
import { HistoricalTable } from './historical-table/historical-table';
import { GraphErrorBoundary, GraphErrorFallback } from './card/graph-error-fallback';
import type { GraphAttributes, GraphConfig } from './model/graph-config';
import { readGraphSetup } from './model/graph-config';
import { useGraphSettings, type GraphSettingsView } from './data/use-graph-settings';
import { GraphDataError } from './data/use-price-time-series';
import type { priceGraphContract } from './contract';
import * as css from './price-graph.css';
import './texts';

/** The graph's attributes as they arrive (see spec.ts and contract.ts). */
export type PriceGraphProps = GraphAttributes;

/**
 * A client error of the data (a 4xx other than 408/429) may come from a stored setting the
 * backend does not accept, so the full fallback offers Restore; a network or server failure
 * has nothing to do with settings, so only Retry is offered.
 */
function fallbackVariant(error: Error): 'full' | 'simple' {
  if (!(error instanceof GraphDataError)) return 'full';
  const { kind, status = 0 } = error.cause;
  const clientError =
    kind === 'http' && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return clientError || kind === 'invalid-response' ? 'full' : 'simple';
}

/**
 * The graph card, or for a logged-in reader who opened it, the historical table in its place (while
 * visible it replaces the graph card; only logged-in users get the table). The table is a view of
 * the moment, not a setting: a reload shows the graph. Opening it moves the focus to it; closing it
 * (its button or Escape) gives the focus back to the table's chip.
 */
function GraphContent(props: {
  config: GraphConfig;
  graph: GraphSettingsView;
  historicalDownload: boolean;
}) {
  const { config, graph } = props;
  const { locale } = useWidget();
  const access = useCustomerAccess();
  const [table, setTable] = useState<'closed' | 'open' | 'closed-now'>('closed');
  const openTable = useCallback(() => setTable('open'), []);
  if (table === 'open' && access === 'customer') {
    return (
      <div className={css.card}>
        <HistoricalTable
          instrumentId={config.instrumentId}
          instrumentName={config.name}
          onClose={() => setTable('closed-now')}
          onDownload={
            props.historicalDownload ? downloadHistoricalData(config.name, locale) : undefined
          }
        />
      </div>
    );
  }
  return (
    <GraphCard
      config={config}
      graph={graph}
      loggedIn={access === 'customer'}
      onTable={openTable}
      fromTable={table === 'closed-now'}
    />
  );
}

/**
 * `<price-graph>`: the instrument price graph (docs/rules.md#price-graph).
 */
export function PriceGraph(props: PriceGraphProps) {
  const { t, emit } = useWidget<typeof priceGraphContract>();
  const {
    instrumentId,
    graphIdentifier,
    instrumentType,
    instrumentName,
    country,
    features,
    comparatorLimit,
  } = props;
  const onDrawn = useCallback((points: number) => emit('bw-graph-drawn', { points }), [emit]);
  const { setup, warnings } = useMemo(
    () =>
      readGraphSetup(
        {
          instrumentId,
          graphIdentifier,
          instrumentType,
          instrumentName,
          country,
          features,
          comparatorLimit,
        },
        onDrawn,
      ),
    [
      instrumentId,
      graphIdentifier,
      instrumentType,
      instrumentName,
      country,
      features,
      comparatorLimit,
      onDrawn,
    ],
  );
  useEffect(() => {
    for (const warning of warnings) console.warn(`<price-graph>: ${warning}`);
  }, [warnings]);

  const config = setup.ok ? setup.config : undefined;
  const graph = useGraphSettings(config?.graphIdentifier ?? '', config?.kind ?? 'stock');
  const [attempt, setAttempt] = useState(0);

  const onError = useCallback(
    (error: Error) => {
      console.error('<price-graph>: Graph could not be loaded.', error);
      emit('bw-error', {
        message: error.message,
        ...(error instanceof GraphDataError ? { url: error.url } : {}),
      });
    },
    [emit],
  );

  if (!config) {
    return (
      <div className={css.card} role="alert">
        {t('priceGraph.misconfigured', { reason: setup.ok ? '' : setup.reason })}
      </div>
    );
  }
  return (
    <GraphErrorBoundary
      key={attempt}
      onError={onError}
      fallback={(error) => (
        <div className={css.card}>
          <GraphErrorFallback
            variant={fallbackVariant(error)}
            t={t}
            onRetry={() => setAttempt((count) => count + 1)}
            onRestore={() => {
              graph.restore();
              setAttempt((count) => count + 1);
            }}
          />
        </div>
      )}
    >
      <GraphContent
        config={config}
        graph={graph}
        historicalDownload={props.historicalDownload ?? false}
      />
    </GraphErrorBoundary>
  );
}
