import { useRef, type KeyboardEvent } from 'react';
import type { FundSellInputMode } from '../../core/schemas/user-settings';
import { useWidget } from '../shared/widget-context';
import * as css from './fund-order-panel.css';

const MODES: readonly FundSellInputMode[] = ['amount', 'percent'];

/** The keys that move the choice, and which way: as a radio group's arrow keys do. */
const STEP: Readonly<Record<string, 1 | -1>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * Sell by amount or by percent, as a radio group: one Tab stop (the chosen one), the arrow keys
 * move the choice and focus together, wrapping round, as native radio buttons do.
 */
export function SellModeChoice(props: {
  labelledBy: string;
  mode: FundSellInputMode;
  onChange: (mode: FundSellInputMode) => void;
}) {
  const { t } = useWidget();
  const buttons = useRef(new Map<FundSellInputMode, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = MODES.indexOf(props.mode);
    const next = MODES[(at + step + MODES.length) % MODES.length] ?? props.mode;
    props.onChange(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div role="radiogroup" aria-labelledby={props.labelledBy} className={css.segmented}>
      {MODES.map((mode) => (
        <button
          key={mode}
          ref={(button) => {
            if (button) buttons.current.set(mode, button);
            else buttons.current.delete(mode);
          }}
          type="button"
          role="radio"
          aria-checked={props.mode === mode}
          tabIndex={props.mode === mode ? 0 : -1}
          className={css.segment}
          onClick={() => props.onChange(mode)}
          onKeyDown={onKeyDown}
        >
          {t(`fundOrder.sellBy.${mode}`)}
        </button>
      ))}
    </div>
  );
}
