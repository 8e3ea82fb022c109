import type { ReactNode } from 'react';

/**
 * A line icon of the graph, drawn on a 24-unit grid in the text colour. It is decorative: the
 * button it sits in carries the name.
 */
export function LineIcon(props: { size: number; children: ReactNode }) {
  return (
    <svg
      width={props.size}
      height={props.size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.children}
    </svg>
  );
}

/** A button that removes one thing, named by what it removes; it shows a ×. */
export function RemoveButton(props: { label: string; className: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={props.className}
      aria-label={props.label}
      onClick={props.onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
