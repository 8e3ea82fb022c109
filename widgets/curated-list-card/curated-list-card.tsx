import './texts';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import type { ListPreview } from '../../core/schemas/list-preview';
import type { ApiError } from '../../core/http/api-error';
import { useResource } from '../shared/use-resource';
import { useWidget } from '../shared/widget-context';
import { cardView, type CardView } from './model/card-view';
import { viewsLabel } from './model/views-label';
import { fetchCuratedList, parseInlineList } from './curated-list-source';
import type { AttributeInputs } from '../shared/element-attributes';
import type { curatedListCardContract } from './contract';
import type { curatedListCardSpec } from './spec';
import type { ListOpenDetail } from './events';
import * as css from './curated-list-card.css';

/**
 * The card's attributes as they arrive: `list-id` to fetch, or the `list` itself (an object,
 * or JSON from a CMS), which wins; `compact` for narrow columns.
 */
export type CuratedListCardProps = AttributeInputs<(typeof curatedListCardSpec)['attributes']>;

type Source =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'ready'; list: ListPreview }
  | { status: 'invalid' }
  | { status: 'failed' };

/**
 * A failure that trying again will not mend: data the schema refuses, or a client error such as
 * an unknown list (404). Timeouts, throttling and server errors may pass, so they offer a retry.
 */
function isPermanent(error: ApiError): boolean {
  if (error.kind === 'invalid-response') return true;
  const status = error.status ?? 0;
  return error.kind === 'http' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function useListSource(
  listId: string | undefined,
  inline: unknown,
): { source: Source; retry: () => void } {
  const { apiBase, emit } = useWidget<typeof curatedListCardContract>();
  const parsedInline = useMemo(
    () => (inline === undefined ? undefined : parseInlineList(inline)),
    [inline],
  );
  const key = parsedInline || !listId ? undefined : `${apiBase}|${listId}`;
  const fetched = useResource(key, (_key, { signal }) =>
    fetchCuratedList(apiBase, listId ?? '', signal),
  );
  const { error, reload } = fetched;

  useEffect(() => {
    if (parsedInline && !parsedInline.ok) {
      console.warn(`<curated-list-card>: the list cannot be shown: ${parsedInline.reason}`);
      emit('bw-error', { message: parsedInline.reason });
    }
  }, [parsedInline, emit]);

  useEffect(() => {
    if (!error) return;
    console.warn(`<curated-list-card>: ${error.message}`);
    emit('bw-error', { message: error.message });
  }, [error, emit]);

  const retry = () => reload();
  if (parsedInline) {
    const source: Source = parsedInline.ok
      ? { status: 'ready', list: parsedInline.list }
      : { status: 'invalid' };
    return { source, retry };
  }
  if (!listId) return { source: { status: 'missing' }, retry };
  if (error) return { source: { status: isPermanent(error) ? 'invalid' : 'failed' }, retry };
  return {
    source:
      fetched.loading || fetched.dataKey !== key || !fetched.data
        ? { status: 'loading' }
        : { status: 'ready', list: fetched.data },
    retry,
  };
}

/**
 * The preview card of a curated watchlist: its name, image, views, a New or Trending badge and the
 * instrument count, linking to the shared watchlist page (docs/rules.md#products-and-screens).
 */
export function CuratedListCard({ listId, list, compact = false }: CuratedListCardProps) {
  const { t, apiBase, siteBase } = useWidget();
  const { source, retry } = useListSource(listId?.trim() || undefined, list);
  const className = compact ? `${css.card} ${css.compactCard}` : css.card;

  switch (source.status) {
    case 'ready':
      return (
        <article className={className} part="card">
          <CardLink view={cardView(source.list, { apiBase, siteBase })} />
        </article>
      );
    case 'loading':
      return (
        <div
          className={className}
          part="card"
          role="status"
          aria-busy="true"
          aria-label={t('curatedList.loading')}
        >
          <div className={`${css.media} ${css.skeletonBlock}`} />
          <div className={css.body}>
            <div className={css.skeletonLine} style={{ width: '70%' }} />
            <div className={css.skeletonLine} style={{ width: '40%' }} />
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className={`${className} ${css.notice}`} part="card" role="alert">
          <p>{t('curatedList.unavailable')}</p>
          <button type="button" className={css.retry} onClick={retry}>
            {t('curatedList.retry')}
          </button>
        </div>
      );
    case 'invalid':
      return (
        <div className={`${className} ${css.notice}`} part="card" role="status">
          <p>{t('curatedList.invalid')}</p>
        </div>
      );
    case 'missing':
      return (
        <div className={`${className} ${css.notice}`} part="card" role="status">
          <p>{t('curatedList.missingSource')}</p>
        </div>
      );
  }
}

function CardLink({ view }: { view: CardView }) {
  const { t, locale, emit } = useWidget<typeof curatedListCardContract>();
  const [brokenImage, setBrokenImage] = useState<string | undefined>();
  const imageUrl = view.imageUrl !== brokenImage ? view.imageUrl : undefined;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: ListOpenDetail = { id: view.id, slug: view.slug, href: view.href };
    if (!emit('bw-list-open', detail, { cancelable: true })) event.preventDefault();
  };

  return (
    <a className={css.link} href={view.href} onClick={onClick} part="link">
      <div className={css.media} part="media">
        {imageUrl ? (
          <img
            className={css.image}
            src={imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBrokenImage(imageUrl)}
          />
        ) : (
          <div className={css.placeholder} aria-hidden="true">
            {Array.from(view.name)[0]?.toUpperCase()}
          </div>
        )}
      </div>
      <div className={css.body}>
        <h3 className={css.name} part="name">
          {view.name}
        </h3>
        {(view.badge || view.views !== undefined) && (
          <p className={css.meta}>
            {view.badge && (
              <span className={css.badge[view.badge]} part="badge">
                {t(`curatedList.badge.${view.badge}`)}
              </span>
            )}
            {view.views !== undefined && (
              <span part="views">
                {t('curatedList.views', { views: viewsLabel(view.views, locale) })}
              </span>
            )}
          </p>
        )}
        {(view.logos.length > 0 || view.remaining !== undefined) && (
          <ul className={css.logos} part="instruments">
            {view.logos.map((logo, index) => (
              <li key={index} className={css.logo}>
                {logo && <img className={css.logoImage} src={logo} alt="" loading="lazy" />}
              </li>
            ))}
            {view.remaining !== undefined && (
              <li className={css.remaining} part="instrument-count">
                <span aria-hidden="true">+{view.remaining}</span>
                <span className={css.visuallyHidden}>
                  {t('curatedList.moreInstruments', { count: view.remaining })}
                </span>
              </li>
            )}
          </ul>
        )}
      </div>
    </a>
  );
}
