import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../core/i18n';
import { translator } from '../../../../core/i18n/translate';
import { CustomRangeControl, type CalendarRange } from './custom-range-control';

/** A Saturday; the market's today in every test. */
const TODAY = '2026-11-21';

function renderControl(
  options: {
    range?: CalendarRange;
    compact?: boolean;
    container?: HTMLElement;
    locale?: Locale;
  } = {},
) {
  const onApply = vi.fn<(range: CalendarRange) => void>();
  const onClear = vi.fn<() => void>();
  render(
    <CustomRangeControl
      range={options.range}
      today={TODAY}
      compact={options.compact ?? false}
      locale={options.locale ?? 'en-GB'}
      t={translator(options.locale ?? 'en-GB')}
      onApply={onApply}
      onClear={onClear}
    />,
    { container: options.container },
  );
  return { user: userEvent.setup(), onApply, onClear };
}

const customButton = () => screen.getByRole('button', { name: /^Custom/ });
const picker = () => screen.getByRole('dialog', { name: 'Select date range' });
const day = (name: string) => within(picker()).getByRole('button', { name });
/** Tabs from the From field, where the picker opens, to the calendar's one tab stop. */
async function tabToCalendar(user: ReturnType<typeof userEvent.setup>) {
  for (let press = 0; press < 8 && !document.activeElement?.closest('[role="grid"]'); press++) {
    await user.tab();
  }
}
const selectedDays = () =>
  within(picker())
    .queryAllByRole('gridcell', { selected: true })
    .map((cell) => within(cell).getByRole('button').getAttribute('aria-label'));

describe('custom date range on desktop', () => {
  it('opens two months below the Custom button: the previous month and today’s', async () => {
    const { user } = renderControl();
    expect(customButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(customButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(customButton());

    expect(customButton().getAttribute('aria-expanded')).toBe('true');
    expect(within(picker()).getAllByRole('grid')).toHaveLength(2);
    expect(within(picker()).getByRole('grid', { name: 'October 2026' })).toBeDefined();
    const november = within(picker()).getByRole('grid', { name: 'November 2026' });
    const headers = within(november).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(day('21 November 2026').getAttribute('aria-current')).toBe('date');
    // Opening puts focus on From: the typed fields come first, then today, the calendar's one
    // tab stop.
    expect(document.activeElement).toBe(within(picker()).getByRole('textbox', { name: 'From' }));
    await user.tab();
    expect(document.activeElement).toBe(within(picker()).getByRole('textbox', { name: 'To' }));
    await tabToCalendar(user);
    expect(document.activeElement).toBe(day('21 November 2026'));
    const tabStops = within(picker())
      .getAllByRole('gridcell')
      .flatMap((cell) => within(cell).queryAllByRole('button'))
      .filter((button) => button.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });

  it('applies the range, earlier day first, as soon as both ends are picked', async () => {
    const { user, onApply } = renderControl();
    await user.click(customButton());

    await user.click(day('10 November 2026'));
    expect(onApply).not.toHaveBeenCalled();
    expect(within(picker()).getByRole('status').textContent).toBe('Now choose the last day');
    expect(selectedDays()).toEqual(['10 November 2026']);

    await user.click(day('28 October 2026'));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2026-10-28', to: '2026-11-10' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(customButton());
  });

  it('disables days after today, and the months after today’s', async () => {
    const { user, onApply } = renderControl();
    await user.click(customButton());

    const tomorrow = day('22 November 2026');
    expect(tomorrow).toHaveProperty('disabled', true);
    await user.click(tomorrow);
    await user.click(day('3 November 2026'));
    await user.click(tomorrow);
    expect(onApply).not.toHaveBeenCalled();
    expect(selectedDays()).toEqual(['3 November 2026']);

    const next = within(picker()).getByRole('button', { name: 'Next month' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(within(picker()).getByRole('grid', { name: 'November 2026' })).toBeDefined();
  });

  it('pages the months with Previous and Next', async () => {
    const { user } = renderControl();
    await user.click(customButton());

    await user.click(within(picker()).getByRole('button', { name: 'Previous month' }));
    expect(within(picker()).getByRole('grid', { name: 'September 2026' })).toBeDefined();
    expect(within(picker()).getByRole('grid', { name: 'October 2026' })).toBeDefined();
    // The tab stop moved along with the view, so it stays in sight.
    expect(day('21 October 2026').tabIndex).toBe(0);

    const next = within(picker()).getByRole('button', { name: 'Next month' });
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await user.click(next);
    expect(within(picker()).getByRole('grid', { name: 'November 2026' })).toBeDefined();
  });

  it('shows an applied range as selected and the button as pressed', async () => {
    const { user } = renderControl({ range: { from: '2026-11-16', to: '2026-11-18' } });
    expect(customButton().getAttribute('aria-pressed')).toBe('true');
    await user.click(customButton());

    expect(selectedDays()).toEqual(['16 November 2026', '17 November 2026', '18 November 2026']);
    expect(within(picker()).getByRole('status').textContent).toBe(
      'Custom range 16 November 2026 to 18 November 2026',
    );
  });

  it('clears the selection and drops the custom range with Clear', async () => {
    const { user, onClear } = renderControl({ range: { from: '2026-11-16', to: '2026-11-18' } });
    await user.click(customButton());

    await user.click(within(picker()).getByRole('button', { name: 'Clear' }));

    expect(onClear).toHaveBeenCalledOnce();
    expect(selectedDays()).toEqual([]);
    expect(within(picker()).getByRole('status').textContent).toBe('Choose the first day');
  });

  it('closes on a click outside it, and stays open on a click inside', async () => {
    const { user } = renderControl();
    await user.click(customButton());
    await user.click(within(picker()).getByRole('button', { name: 'Previous month' }));
    expect(picker()).toBeDefined();

    await user.click(document.body);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(customButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('tells inside from outside within a shadow root, as in the element', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const container = host
      .attachShadow({ mode: 'open' })
      .appendChild(document.createElement('div'));
    try {
      const { user } = renderControl({ container });
      const shadow = within(container);
      await user.click(shadow.getByRole('button', { name: 'Custom' }));
      await user.click(shadow.getByRole('button', { name: '3 November 2026' }));
      expect(shadow.getByRole('dialog', { name: 'Select date range' })).toBeDefined();

      await user.click(document.body);

      expect(shadow.queryByRole('dialog')).toBeNull();
    } finally {
      host.remove();
    }
  });

  it('closes on Escape, gives focus back to the button and keeps Escape from the graph', async () => {
    const graphHeard = vi.fn();
    document.addEventListener('keydown', graphHeard);
    try {
      const { user } = renderControl();
      await user.click(customButton());

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(customButton());
      expect(graphHeard).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', graphHeard);
    }
  });

  it('picks with the keyboard: arrows, Home/End and Page Up move, Enter picks', async () => {
    const { user, onApply } = renderControl();
    await user.click(customButton());
    await tabToCalendar(user);
    expect(document.activeElement).toBe(day('21 November 2026'));

    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(day('13 November 2026'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(day('9 November 2026'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(day('15 November 2026'));
    await user.keyboard('{Enter}');
    expect(within(picker()).getByRole('status').textContent).toBe('Now choose the last day');

    // Two months back leaves the view: it follows, so the focused day stays visible.
    await user.keyboard('{PageUp}{PageUp}{ArrowDown}');
    expect(within(picker()).getByRole('grid', { name: 'September 2026' })).toBeDefined();
    expect(document.activeElement).toBe(day('22 September 2026'));
    await user.keyboard('{Enter}');

    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2026-09-22', to: '2026-11-15' });
  });

  it('does not move focus past today', async () => {
    const { user } = renderControl();
    await user.click(customButton());
    await tabToCalendar(user);

    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}');
    expect(document.activeElement).toBe(day('21 November 2026'));

    // Focus stays where the reader puts it: paging the months does not pull it into the grid.
    const previous = within(picker()).getByRole('button', { name: 'Previous month' });
    await user.click(previous);
    expect(document.activeElement).toBe(previous);
  });
});

describe('custom date range typed and by year', () => {
  it('applies a range typed in the locale’s format with Enter', async () => {
    const { user, onApply } = renderControl();
    await user.click(customButton());

    await user.type(within(picker()).getByRole('textbox', { name: 'From' }), '01/02/2024');
    await user.type(within(picker()).getByRole('textbox', { name: 'To' }), '15/03/2024{Enter}');

    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2024-02-01', to: '2024-03-15' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what is wrong: a day its month lacks, a day after today, the end before the start', async () => {
    const { user, onApply } = renderControl();
    await user.click(customButton());
    const from = within(picker()).getByRole('textbox', { name: 'From' });
    const to = within(picker()).getByRole('textbox', { name: 'To' });

    await user.type(from, '31/02/2026');
    await user.type(to, '22/11/2026');
    await user.click(within(picker()).getByRole('button', { name: 'Confirm' }));
    // Each error is announced, and is the field's description.
    const alerts = within(picker()).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      '31 February 2026 does not exist.',
      'The date cannot be after today.',
    ]);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toContain(alerts[0]?.id);
    expect(to.getAttribute('aria-describedby')).toContain(alerts[1]?.id);

    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(within(picker()).getByRole('button', { name: 'Confirm' }));
    // Not in the locale's order: the error says the order.
    expect(within(picker()).getAllByRole('alert')[0]?.textContent).toBe(
      'Write the date as dd/mm/yyyy.',
    );

    await user.clear(from);
    await user.type(from, '02/05/2026');
    await user.clear(to);
    await user.type(to, '01/05/2026{Enter}');
    expect(from.getAttribute('aria-invalid')).toBeNull();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toContain(
      within(picker()).getByText('The end cannot be before the start.').id,
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it.each([
    ['sv-SE', '2026-02-31', '2026-03-16', '31 februari 2026 finns inte.'],
    ['nb-NO', '31.02.2026', '16.03.2026', '31. februar 2026 finnes ikke.'],
    ['da-DK', '31.02.2026', '16.03.2026', '31. februar 2026 findes ikke.'],
    ['fi-FI', '31.2.2026', '16.3.2026', '31. helmikuuta 2026 ei ole olemassa.'],
    ['en-GB', '31/02/2026', '16/03/2026', '31 February 2026 does not exist.'],
  ] as const)('names a day its month lacks in %s', async (locale, from, to, error) => {
    const { user, onApply } = renderControl({ locale });
    await user.click(screen.getByRole('button', { expanded: false }));
    const [fromField, toField] = within(screen.getByRole('dialog')).getAllByRole('textbox');

    await user.type(fromField as HTMLElement, from);
    await user.type(toField as HTMLElement, `${to}{Enter}`);

    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(error);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('fills the fields with the days picked in the calendar', async () => {
    const { user } = renderControl({ range: { from: '2026-11-16', to: '2026-11-18' } });
    await user.click(customButton());

    expect(within(picker()).getByRole('textbox', { name: 'From' })).toHaveProperty(
      'value',
      '16/11/2026',
    );
    expect(within(picker()).getByRole('textbox', { name: 'To' })).toHaveProperty(
      'value',
      '18/11/2026',
    );
  });

  it('moves a year with Shift and Page Up or Page Down', async () => {
    const { user } = renderControl();
    await user.click(customButton());
    await tabToCalendar(user);

    await user.keyboard('{Shift>}{PageUp}{PageUp}{/Shift}');
    expect(document.activeElement).toBe(day('21 November 2024'));
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(document.activeElement).toBe(day('21 November 2025'));
  });

  it('closes when the focus leaves it', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const { user } = renderControl();
    await user.click(customButton());

    expect(document.activeElement).toBe(within(picker()).getByRole('textbox', { name: 'From' }));
    await act(async () => {
      outside.focus();
      // The picker judges where the focus landed in a task of its own.
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    outside.remove();
  });

  it('shows the applied range on the Custom button', () => {
    renderControl({ range: { from: '2026-11-16', to: '2026-11-18' } });

    expect(customButton().textContent).toBe('Custom 16/11/2026 – 18/11/2026');
    // jsdom leaves out the space between the two texts that Chromium keeps.
    expect(customButton()).toBe(
      screen.getByRole('button', { name: /^Custom ?16\/11\/2026 – 18\/11\/2026$/ }),
    );
  });

  it('keeps the range’s line on the button while none is applied, out of sight and unread', () => {
    renderControl();

    // Today to today holds the room a range takes, so applying one moves nothing.
    const line = customButton().querySelector('[aria-hidden="true"]');
    expect(line?.textContent).toBe(' 21/11/2026 – 21/11/2026');
    expect(customButton()).toBe(screen.getByRole('button', { name: 'Custom' }));
  });
});

describe('custom date range on a small screen', () => {
  it('is an icon button that opens a fullscreen picker with Clear and Confirm alone', async () => {
    const { user, onApply } = renderControl({ compact: true });
    expect(customButton().textContent).toBe('Custom');
    expect(customButton().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');

    await user.click(customButton());

    const dialog = picker();
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByRole('heading', { name: 'Select date range' })).toBeDefined();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    // Clear, and one button that applies the range: Confirm.
    const buttons = within(dialog)
      .getAllByRole('button')
      .filter((button) => !button.closest('[role="grid"]') && !button.getAttribute('aria-label'));
    expect(buttons.map((button) => button.textContent)).toEqual(['Clear', 'Confirm']);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'From' }));

    await user.click(day('20 November 2026'));
    await user.click(day('2 November 2026'));
    expect(onApply).not.toHaveBeenCalled();

    await user.click(confirm);

    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-02', to: '2026-11-20' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms typed days, and says what is wrong with them', async () => {
    const { user, onApply } = renderControl({ compact: true });
    await user.click(customButton());
    const from = within(picker()).getByRole('textbox', { name: 'From' });
    const to = within(picker()).getByRole('textbox', { name: 'To' });
    const confirm = within(picker()).getByRole('button', { name: 'Confirm' });

    await user.type(from, '31/02/2026');
    await user.type(to, '16/03/2026');
    await user.click(confirm);
    expect(within(picker()).getByRole('alert').textContent).toBe(
      '31 February 2026 does not exist.',
    );

    await user.clear(from);
    await user.type(from, '02/02/2026');
    await user.click(confirm);
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ from: '2026-02-02', to: '2026-03-16' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the applied range on the button', () => {
    renderControl({ compact: true, range: { from: '2026-11-02', to: '2026-11-04' } });

    expect(customButton().getAttribute('aria-pressed')).toBe('true');
    expect(customButton()).toBe(
      screen.getByRole('button', { name: /^Custom ?02\/11\/2026 – 04\/11\/2026$/ }),
    );
  });

  it('clears with Clear and closes with the close button without applying', async () => {
    const { user, onApply, onClear } = renderControl({
      compact: true,
      range: { from: '2026-11-02', to: '2026-11-04' },
    });
    await user.click(customButton());

    await user.click(within(picker()).getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(within(picker()).getByRole('textbox', { name: 'From' })).toHaveProperty('value', '');

    await user.click(within(picker()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });
});
