import { RemoveButton } from '../ui/line-icon';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
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
import { activeResultAfter } from '../model/compare-search';
import { seriesColor } from './pill-bar';
import * as css from './drawer.css';
import { useInstrumentSearch } from './use-instrument-search';
import { useElementId } from '../../shared/use-element-id';

export interface CompareTabProps {
  /** The comparison instruments in the graph. */
  comparators: readonly Comparator[];
  /** The graph's own instrument, never offered as a comparison. */
  instrumentId: string;
  /** How many comparisons the graph shows; with 1 a pick replaces the one shown. Default 8. */
  limit?: number;
  /** Called with the list to store after a pick or a removal. */
  onChange: (next: Comparator[]) => void;
  /** The colours the graph's technical analyses draw in: a new comparison takes none of them. */
  takenColors?: readonly number[];
}

/**
 * The drawer's Compare tab: a search for instruments to compare with and the instruments compared,
 * each with a remove button. Picks go by the rules of `model/comparator-list.ts`. The search is a
 * combobox: the results are its list box, Down and Up move through them while focus stays in the
 * box, Enter (or a click) picks the active one, Escape closes the list (a second Escape closes the
 * tab). The box comes first, its results right under it; taking the focus, it scrolls into view
 * with room for them below.
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
  const inputId = useElementId();
  const limitId = useElementId();

  const listboxId = useElementId();
  const full = comparatorLimitReached(comparators, limit);
  const hits =
    search.status === 'found' ? comparisonCandidates(search.hits, instrumentId) : undefined;
  const query = search.status === 'found' ? search.query : '';
  // The active result and a closed list belong to the query they were chosen for.
  const [active, setActive] = useState<{ query: string; index: number } | undefined>();
  const [closedFor, setClosedFor] = useState<string | undefined>();
  const open = hits !== undefined && hits.length > 0 && closedFor !== query;
  const activeIndex = open && active?.query === query ? active.index : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const unavailable = (hit: InstrumentSearchResult) =>
    full || comparators.some((c) => c.orderBookId === hit.orderBookId);

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hits || hits.length === 0) return;
    if (event.key === 'Enter') {
      const hit = activeIndex === undefined ? undefined : hits[activeIndex];
      if (!hit) return;
      event.preventDefault();
      if (!unavailable(hit)) pick(hit);
      return;
    }
    const next = activeResultAfter(event.key, activeIndex, hits.length);
    if (next === undefined) return;
    event.preventDefault();
    setClosedFor(undefined);
    setActive({ query, index: next });
  };

  // Escape closes an open list and goes no further; with the list closed it closes the tab.
  // A native listener: the drawer hears Escape before React's root would. Set in the commit, so
  // an Escape right after the list closes already reaches the drawer.
  useLayoutEffect(() => {
    const box = input.current;
    if (!box || !open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      setClosedFor(query);
    };
    box.addEventListener('keydown', onEscape);
    return () => box.removeEventListener('keydown', onEscape);
  }, [open, query]);

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
          className={css.searchInput}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex === undefined ? undefined : optionId(activeIndex)}
          value={text}
          aria-describedby={full ? limitId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
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
      <div
        id={listboxId}
        role="listbox"
        className={css.list}
        aria-label={t('priceGraph.compare.results')}
        hidden={!open}
      >
        {open
          ? hits.map((hit, index) => {
              const added = comparators.some((c) => c.orderBookId === hit.orderBookId);
              return (
                // The search box keeps focus and takes the keys for its list (see onKeyDown); a
                // click picks here.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={hit.orderBookId}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  className={css.resultOption}
                  aria-selected={index === activeIndex}
                  aria-disabled={unavailable(hit)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (!unavailable(hit)) pick(hit);
                  }}
                >
                  <span>{hit.name}</span>
                  <span className={css.resultMeta}>
                    {[hit.symbol, hit.country, added ? t('priceGraph.compare.alreadyAdded') : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
              );
            })
          : null}
      </div>
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
