import * as css from './fund-order-panel.css';

/** A notice that stops the order: an expired session, a refusal, a check that failed. */
export function DangerBanner({ text }: { text: string }) {
  return (
    <div role="alert" className={`${css.bannerBox} ${css.banner.danger}`} part="banner">
      <p className={css.bannerText}>{text}</p>
    </div>
  );
}
