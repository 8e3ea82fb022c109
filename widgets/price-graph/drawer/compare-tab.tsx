import { RemoveButton } from '../line-icon';
import { useId, useRef, useState } from 'react';
import type { Comparator } from '../../../core/schemas/graph-user-settings';
import type { InstrumentSearchResult } from '../../../core/schemas/instrument-search';
import { visuallyHidden } from '../../shared/visually-hidden.css';
import { useWidget } from '../../shared/widget-context';
import {
  addComparator,
  comparatorLimitReached,
  comparisonCandidates,
  MAX_COMPARATORS,
  removeComparator,
} from '../model/comparator-list';
import { seriesColor } from '../pill-bar';
import * as css from './drawer.css';
import { useInstrumentSearch } from './use-instrument-search';

export interface CompareTabProps {
  /** The comparison instruments in the graph. */
  comparators: readonly Comparator[];
  /** The graph's own instrument, never offered as a comparison. */
  instrumentId: string;
  /** How many comparisons the graph shows; with 1 a pick replaces the one shown. Default 8 (SPEC §9). */
  limit?: number;
  /** Called with the list to store after a pick or a removal. */
  onChange: (next: Comparator[]) => void;
  /** The colours the graph's technical analyses draw in: a new comparison takes none of them. */
  takenColors?: readonly number[];
}

/**
 * The drawer's Compare tab (SPEC §2, §5): a search for instruments to compare with and the
 * instruments compared, each with a remove button. Picks go by the rules of
 * `model/comparator-list.ts`.
 */
export function CompareTab({
  comparators,
  instrumentId,
  limit = MAX_COMPARATORS,
  onChange,
  takenColors = [],
}: CompareTabProps) {
  const { t } = useWidget();
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const search = useInstrumentSearch(text);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const limitId = useId();

  const full = comparatorLimitReached(comparators, limit);
  const hits =
    search.status === 'found' ? comparisonCandidates(search.hits, instrumentId) : undefined;

  const pick = (hit: InstrumentSearchResult) => {
    const result = addComparator(comparators, hit, limit, instrumentId, takenColors);
    if (result.outcome !== 'added' && result.outcome !== 'replaced') return;
    onChange([...result.comparators]);
    setAnnouncement(
      result.outcome === 'added'
        ? t('priceGraph.compare.added', { symbol: hit.symbol })
        : t('priceGraph.compare.replaced', {
            symbol: hit.symbol,
            previous: comparators[0]?.symbol ?? '',
          }),
    );
    // The results have served: the next search starts from an empty box.
    setText('');
    input.current?.focus();
  };

  const remove = (comparator: Comparator) => {
    onChange(removeComparator(comparators, comparator.orderBookId));
    setAnnouncement(t('priceGraph.compare.removed', { name: comparator.symbol }));
    // The removed row's button is gone; the search box is the next place to act from.
    input.current?.focus();
  };

  return (
    <div className={css.tab}>
      <div className={css.field}>
        <label className={css.label} htmlFor={inputId}>
          {t('priceGraph.compare.search')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={css.input}
          type="search"
          autoComplete="off"
          value={text}
          aria-describedby={full ? limitId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div role="status">
        {full ? (
          <p id={limitId} className={css.notice}>
            {t('priceGraph.compare.limitReached', { limit })}
          </p>
        ) : null}
      </div>
      {limit === 1 && comparators.length > 0 ? (
        <p className={css.message}>{t('priceGraph.compare.replaces')}</p>
      ) : null}
      <p className={css.message} role="status">
        {search.status === 'searching' ? t('priceGraph.compare.searching') : null}
        {hits?.length === 0
          ? t('priceGraph.compare.noResults', {
              searchQuery: search.status === 'found' ? search.query : '',
            })
          : null}
      </p>
      {search.status === 'failed' ? (
        <p className={css.error} role="alert">
          {t('priceGraph.compare.searchFailed')}
        </p>
      ) : null}
      {hits !== undefined && hits.length > 0 ? (
        <ul className={css.list} aria-label={t('priceGraph.compare.results')}>
          {hits.map((hit) => {
            const added = comparators.some((c) => c.orderBookId === hit.orderBookId);
            return (
              <li key={hit.orderBookId}>
                <button
                  type="button"
                  className={css.resultButton}
                  disabled={full || added}
                  aria-describedby={full ? limitId : undefined}
                  onClick={() => pick(hit)}
                >
                  <span>{hit.name}</span>
                  <span className={css.resultMeta}>
                    {[hit.symbol, hit.country, added ? t('priceGraph.compare.alreadyAdded') : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {comparators.length > 0 ? (
        <ul className={css.list} aria-label={t('priceGraph.compare.list')}>
          {comparators.map((comparator) => (
            <li key={comparator.orderBookId} className={css.listedItem}>
              <span
                className={css.swatch}
                style={{ background: seriesColor(comparator.colorIndex) }}
                aria-hidden="true"
              />
              <span className={css.listedName}>
                {comparator.name ? `${comparator.name} (${comparator.symbol})` : comparator.symbol}
              </span>
              <RemoveButton
                className={css.removeButton}
                label={t('priceGraph.compare.remove', { name: comparator.symbol })}
                onClick={() => remove(comparator)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
    </div>
  );
}
