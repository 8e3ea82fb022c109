import type { ReactNode } from 'react';
import * as css from './fund-order-panel.css';

/** One labelled figure of a `<dl>` of the panel (account value, fee, total, …). */
export function Figure(props: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={css.figureLabel}>{props.label}</dt>
      <dd className={css.figureValue}>{props.children}</dd>
    </>
  );
}
