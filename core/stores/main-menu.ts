/**
 * The main menu's visibility toggles: the orders popup,
 * the mobile menu and the desktop menu, each shown or hidden on its own.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';

/** The parts of the main menu that can be shown or hidden. */
export const MAIN_MENU_PARTS = ['ordersPopup', 'mobileMenu', 'desktopMenu'] as const;

/** One part of the main menu. */
export type MainMenuPart = (typeof MAIN_MENU_PARTS)[number];

/** Which parts are visible. */
export type MainMenuVisibility = Readonly<Record<MainMenuPart, boolean>>;

/** The main menu's state and its actions. */
export interface MainMenuStore {
  /** Which parts are visible; all hidden at first. */
  readonly visible: ReadonlySignal<MainMenuVisibility>;
  /** Shows a hidden part, hides a shown one. */
  toggle(part: MainMenuPart): void;
  /** Shows or hides a part. */
  setVisible(part: MainMenuPart, visible: boolean): void;
}

/** A new main menu store with every part hidden. */
export function createMainMenuStore(): MainMenuStore {
  const visible = signal<MainMenuVisibility>({
    ordersPopup: false,
    mobileMenu: false,
    desktopMenu: false,
  });
  const setVisible = (part: MainMenuPart, shown: boolean) => {
    visible.value = { ...visible.value, [part]: shown };
  };
  return {
    visible,
    toggle: (part) => setVisible(part, !visible.value[part]),
    setVisible,
  };
}

/** The page's main menu. */
export const mainMenu: MainMenuStore = createMainMenuStore();
