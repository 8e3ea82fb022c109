import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusReturn } from '../header/graph-header';
import { toggledDrawer, type DrawerTab, type OpenDrawer } from '../model/graph-header';

/** The drawer tab open, and the controls the focus goes back to. */
export interface GraphDrawerState {
  open: OpenDrawer;
  /** A chip's click: opens its tab, or closes it when it is open. */
  toggle: (tab: DrawerTab) => void;
  /** Closes the tab open, and gives the focus back to its chip. */
  close: () => void;
  /** Registers a control the focus returns to (or forgets it, with no element). */
  controlRef: (control: FocusReturn, element: HTMLElement | null) => void;
  /** Gives the focus back to a control. */
  focus: (control: FocusReturn) => void;
}

/**
 * The graph's drawer tab and the controls that open things: what they opened, closed, gives them
 * the focus back, as a drawer does. The historical table, just closed (`fromTable`), gives it back
 * to its chip.
 */
export function useGraphDrawer(fromTable: boolean | undefined): GraphDrawerState {
  const [open, setOpen] = useState<OpenDrawer>('none');
  const controls = useRef(new Map<FocusReturn, HTMLElement>());
  const controlRef = useCallback((control: FocusReturn, element: HTMLElement | null) => {
    if (element) controls.current.set(control, element);
    else controls.current.delete(control);
  }, []);
  const focus = useCallback((control: FocusReturn) => controls.current.get(control)?.focus(), []);
  const close = useCallback(() => {
    setOpen('none');
    if (open !== 'none') focus(open);
  }, [open, focus]);
  const toggle = useCallback(
    (tab: DrawerTab) => setOpen((current) => toggledDrawer(current, tab)),
    [],
  );
  useEffect(() => {
    if (fromTable) focus('table');
  }, [fromTable, focus]);
  return { open, toggle, close, controlRef, focus };
}
