import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TechnicalAnalysisSetting } from '../../../core/schemas/graph-user-settings';
import { WidgetProvider } from '../../shared/widget-context';
import '../texts';
import { technicalAnalysisSetting } from '../model/technical-analysis-setting';
import { TechnicalAnalysisTab, type TechnicalAnalysisTabProps } from './technical-analysis-tab';

const sma = (period: number, colorIndex = 0) =>
  technicalAnalysisSetting({ type: 'SMA', values: { period } }, `SMA-${period}`, colorIndex);
const rsi = (period: number) =>
  technicalAnalysisSetting({ type: 'RSI', values: { period, high: 70, low: 30 } }, 'RSI', 1);

/** The tab as the graph mounts it; returns every list it stored. */
function renderTab(props: Partial<Omit<TechnicalAnalysisTabProps, 'onChange'>> = {}) {
  const stored: TechnicalAnalysisSetting[][] = [];
  function Harness() {
    const [analyses, setAnalyses] = useState(props.analyses ?? []);
    return (
      <TechnicalAnalysisTab
        {...props}
        analyses={analyses}
        onChange={(next) => {
          stored.push(next);
          setAnalyses(next);
        }}
      />
    );
  }
  render(
    <WidgetProvider host={undefined} locale="en-GB">
      <Harness />
    </WidgetProvider>,
  );
  return { stored, user: userEvent.setup() };
}

const indicatorChoice = (name: string) =>
  within(screen.getByRole('group', { name: 'Add an indicator' })).getByRole('button', { name });
const indicatorForm = (name: string) => screen.getByRole('form', { name: `${name} settings` });
const field = (form: string, label: string) =>
  within(indicatorForm(form)).getByLabelText<HTMLInputElement>(label);
const addButton = (form: string) =>
  within(indicatorForm(form)).getByRole('button', { name: 'Add to graph' });

/** The message an input is described by, or undefined when it is accepted. */
function fieldMessage(input: HTMLInputElement): string | undefined {
  const described = input.getAttribute('aria-describedby');
  if (described === null) return undefined;
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(described)?.textContent ?? undefined;
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

describe('choosing an indicator', () => {
  it('offers the six indicators', () => {
    renderTab();

    const choices = within(screen.getByRole('group', { name: 'Add an indicator' }));
    expect(choices.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'SMA',
      'EMA',
      'Bollinger',
      'RSI',
      'MACD',
      'Stochastic',
    ]);
  });

  it.each([
    ['SMA', { Period: '14' }],
    ['EMA', { Period: '9' }],
    ['Bollinger', { Period: '20', 'Standard deviation': '2' }],
    ['RSI', { Period: '14', High: '70', Low: '30' }],
    ['MACD', { Short: '12', Long: '26', Signal: '9' }],
    ['Stochastic', { Period: '14', Signal: '3', High: '80', Low: '20' }],
  ])('opens a %s form prefilled with the defaults', async (name, defaults) => {
    const { user } = renderTab();

    await user.click(indicatorChoice(name));

    expect(indicatorChoice(name).getAttribute('aria-pressed')).toBe('true');
    const inputs = within(indicatorForm(name)).getAllByRole<HTMLInputElement>('textbox');
    expect(
      Object.fromEntries(inputs.map((input) => [input.labels?.[0]?.textContent, input.value])),
    ).toEqual(defaults);
    expect(document.activeElement).toBe(inputs[0]);
  });
});

describe('technical analysis parameter input', () => {
  it('accepts digits only', async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('SMA'));

    await retype(user, field('SMA', 'Period'), '2a0.5-');

    expect(field('SMA', 'Period').value).toBe('205');
  });

  it('accepts a Bollinger deviation with decimals, truncated to 4', async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('Bollinger'));

    await retype(user, field('Bollinger', 'Standard deviation'), '2.123456');

    expect(field('Bollinger', 'Standard deviation').value).toBe('2.1234');
  });
});

describe('technical analysis parameter messages', () => {
  it("says 'Value needs to be more than or equal to' below a period of 2", async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('SMA'));

    await retype(user, field('SMA', 'Period'), '1');

    expect(fieldMessage(field('SMA', 'Period'))).toBe('Value needs to be more than or equal to 2');
  });

  it('treats an empty field as below its least value', async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('EMA'));

    await retype(user, field('EMA', 'Period'), '');

    expect(fieldMessage(field('EMA', 'Period'))).toBe('Value needs to be more than or equal to 2');
  });

  it("says 'Value needs to be less than or equal to' above a period of 350", async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('SMA'));

    await retype(user, field('SMA', 'Period'), '351');

    expect(fieldMessage(field('SMA', 'Period'))).toBe(
      'Value needs to be less than or equal to 350',
    );
  });

  it("says 'Value needs to be greater than' the low level for an RSI high at or below it", async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('RSI'));

    await retype(user, field('RSI', 'High'), '30');

    expect(fieldMessage(field('RSI', 'High'))).toBe('Value needs to be greater than 30');
    expect(fieldMessage(field('RSI', 'Low'))).toBe('Value needs to be smaller than 30');
  });

  it("says 'Value needs to be smaller than' the long period for a MACD short at or above it", async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('MACD'));

    await retype(user, field('MACD', 'Short'), '26');

    expect(fieldMessage(field('MACD', 'Short'))).toBe('Value needs to be smaller than 26');
    expect(fieldMessage(field('MACD', 'Signal'))).toBeUndefined();
  });

  it('limits the Bollinger deviation to 1 to 50', async () => {
    const { user } = renderTab();
    await user.click(indicatorChoice('Bollinger'));
    const deviation = () => field('Bollinger', 'Standard deviation');

    await retype(user, deviation(), '0.5');
    expect(fieldMessage(deviation())).toBe('Value needs to be more than or equal to 1');

    await retype(user, deviation(), '50.5');
    expect(fieldMessage(deviation())).toBe('Value needs to be less than or equal to 50');
  });

  it('adds nothing while a field is rejected, and goes to that field', async () => {
    const { user, stored } = renderTab();
    await user.click(indicatorChoice('Stochastic'));

    await retype(user, field('Stochastic', 'Signal'), '25');
    await user.click(addButton('Stochastic'));

    expect(fieldMessage(field('Stochastic', 'Signal'))).toBe(
      'Value needs to be less than or equal to 20',
    );
    expect(stored).toEqual([]);
    expect(document.activeElement).toBe(field('Stochastic', 'Signal'));
  });
});

describe('adding a technical analysis', () => {
  it('adds the indicator when Enter is pressed in its form', async () => {
    const { user, stored } = renderTab({ analyses: [sma(14)] });
    await user.click(indicatorChoice('SMA'));

    await retype(user, field('SMA', 'Period'), '50');
    await user.keyboard('{Enter}');

    expect(stored).toEqual([
      [
        sma(14),
        {
          id: 'SMA-50',
          name: 'SMA',
          taType: 'SMA',
          taTypeWithParams: 'SMA-50',
          values: { period: 50 },
          colorIndex: 1,
        },
      ],
    ]);
    expect(screen.getByText('SMA 50 was added to the graph.')).toBeDefined();
    const listed = screen.getByRole('list', { name: 'Indicators in the graph' });
    expect(within(listed).getByRole('button', { name: 'Remove SMA 50' })).toBeDefined();
  });

  it('adds a Bollinger band with its deviation as typed, cut to 4 decimals', async () => {
    const { user, stored } = renderTab();
    await user.click(indicatorChoice('Bollinger'));

    await retype(user, field('Bollinger', 'Standard deviation'), '2,55555');
    await user.click(addButton('Bollinger'));

    expect(stored[0]).toEqual([
      expect.objectContaining({
        taTypeWithParams: 'BOLLINGER-20-2.5555',
        values: { period: 20, deviation: 2.5555 },
      }),
    ]);
  });

  it('tells that an indicator with these values has already been added', async () => {
    const { user, stored } = renderTab({ analyses: [sma(14)] });
    await user.click(indicatorChoice('SMA'));

    await user.click(addButton('SMA'));

    expect(screen.getByRole('alert').textContent).toBe(
      'Indicator already addedAn indicator with these values has already been added to the graph',
    );
    expect(stored).toEqual([]);
  });

  it('warns before a new RSI replaces the existing one, then replaces it', async () => {
    const { user, stored } = renderTab({ analyses: [sma(14), rsi(14)] });
    await user.click(indicatorChoice('RSI'));

    expect(
      within(indicatorForm('RSI')).getByText(
        'Adding a new RSI will replace the existing RSI in your graph.',
      ),
    ).toBeDefined();
    await retype(user, field('RSI', 'Period'), '21');
    await user.keyboard('{Enter}');

    expect(stored).toEqual([
      [sma(14), expect.objectContaining({ taTypeWithParams: 'RSI-21-70-30', colorIndex: 1 })],
    ]);
  });

  it('gives no replacement notice for indicators that may be shown more than once', async () => {
    const { user } = renderTab({ analyses: [sma(14)] });

    await user.click(indicatorChoice('SMA'));

    expect(screen.queryByText(/will replace/)).toBeNull();
  });

  it('adds nothing once 8 indicators are shown and says why', async () => {
    const eight = [2, 3, 4, 5, 6, 7, 8, 9].map((period, index) => sma(period, index));
    const { user, stored } = renderTab({ analyses: eight });
    await user.click(indicatorChoice('EMA'));

    await user.click(addButton('EMA'));

    expect(stored).toEqual([]);
    expect(
      screen.getByText('The graph can show at most 8 indicators. Remove one to add another.'),
    ).toBeDefined();
  });

  it('honours a lower limit', async () => {
    const { user, stored } = renderTab({ analyses: [sma(14)], limit: 1 });
    await user.click(indicatorChoice('EMA'));

    await user.click(addButton('EMA'));

    expect(stored).toEqual([]);
    expect(
      screen.getByText('The graph can show at most 1 indicators. Remove one to add another.'),
    ).toBeDefined();
  });
});

describe('removing a technical analysis', () => {
  it('takes it out of the graph and keeps the others', async () => {
    const { user, stored } = renderTab({ analyses: [sma(14), rsi(14)] });

    await user.click(screen.getByRole('button', { name: 'Remove SMA 14' }));

    expect(stored).toEqual([[rsi(14)]]);
    expect(screen.getByText('SMA 14 was removed from the graph.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove SMA 14' })).toBeNull();
    expect(document.activeElement).toBe(indicatorChoice('SMA'));
  });
});
