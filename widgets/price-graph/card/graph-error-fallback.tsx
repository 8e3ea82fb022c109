import { Component, type ReactNode } from 'react';
import type { Translate } from '../../../core/i18n';
import * as css from '../price-graph.css';
import { useElementId } from '../../shared/use-element-id';

/**
 * The error fallback: 'Graph could not be loaded.'; the full variant explains that settings may be
 * the cause and offers Restore (clear the stored settings, then reload) and Retry; the simple
 * variant offers Retry only.
 */
export function GraphErrorFallback(props: {
  variant: 'full' | 'simple';
  t: Translate;
  onRetry: () => void;
  onRestore: () => void;
}) {
  const { variant, t, onRetry, onRestore } = props;
  const titleId = useElementId();
  return (
    <div role="alert" aria-labelledby={titleId} className={css.fallback}>
      <h2 id={titleId} className={css.fallbackTitle}>
        {t('priceGraph.error.title')}
      </h2>
      {variant === 'full' ? <p>{t('priceGraph.error.text')}</p> : null}
      <div className={css.actions}>
        {variant === 'full' ? (
          <button type="button" className={css.button} onClick={onRestore}>
            {t('priceGraph.error.restore')}
          </button>
        ) : null}
        <button type="button" className={css.primaryButton} onClick={onRetry}>
          {t('priceGraph.error.retry')}
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** Renders the fallback for a caught error; `reset` renders the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Told of every caught error, to track and log it. */
  onError: (error: Error) => void;
  children: ReactNode;
}

/** The graph error: an uncaught render error shows the error fallback. */
export class GraphErrorBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  reset = () => this.setState({ error: undefined });

  override render() {
    return this.state.error
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
