import { describe, expect, it } from 'vitest';
import { createMainMenuStore } from './main-menu';

describe('main menu store', () => {
  it('starts with the orders popup, the mobile menu and the desktop menu hidden', () => {
    expect(createMainMenuStore().visible.value).toEqual({
      ordersPopup: false,
      mobileMenu: false,
      desktopMenu: false,
    });
  });

  it('toggles one part without touching the others', () => {
    const store = createMainMenuStore();
    store.toggle('mobileMenu');
    expect(store.visible.value).toEqual({
      ordersPopup: false,
      mobileMenu: true,
      desktopMenu: false,
    });
    store.toggle('mobileMenu');
    expect(store.visible.value.mobileMenu).toBe(false);
  });

  it('shows and hides a part', () => {
    const store = createMainMenuStore();
    store.setVisible('ordersPopup', true);
    store.setVisible('desktopMenu', true);
    store.setVisible('ordersPopup', false);
    expect(store.visible.value).toEqual({
      ordersPopup: false,
      mobileMenu: false,
      desktopMenu: true,
    });
  });
});
