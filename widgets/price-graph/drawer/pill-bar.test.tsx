import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../core/i18n';
import type { Comparator } from '../../../core/schemas/graph-user-settings';
import { WidgetProvider } from '../../shared/widget-context';
import '../texts';
import { technicalAnalysisSetting } from '../model/technical-analysis-setting';
import { PillBar, type PillBarProps } from './pill-bar';
import * as css from './drawer.css';

const VOLVO: Comparator = { orderBookId: '101', symbol: 'VOLV B', colorIndex: 2 };
const SMA = technicalAnalysisSetting({ type: 'SMA', values: { period: 14 } }, 'sma-1', 0);
const BOLLINGER = technicalAnalysisSetting(
  { type: 'BOLLINGER', values: { period: 20, deviation: 2.5 } },
  'boll-1',
  1,
);

function renderBar(props: Partial<PillBarProps> = {}, locale: Locale = 'en-GB') {
  const onToggle = vi.fn();
  const onRemove = vi.fn();
  render(
    <WidgetProvider host={undefined} locale={locale}>
      <PillBar
        mainName="Ericsson B"
        comparators={[VOLVO]}
        analyses={[SMA, BOLLINGER]}
        owners
        disabled={new Set()}
        onToggle={onToggle}
        onRemove={onRemove}
        {...props}
      />
    </WidgetProvider>,
  );
  return { onToggle, onRemove };
}

const bar = () => within(screen.getByRole('list', { name: 'Series in the graph' }));

describe('pill bar', () => {
  it('shows each comparison by its symbol, each indicator by its name and values, and the owners', () => {
    renderBar();

    const pressed = bar()
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(pressed.map((button) => button.textContent)).toEqual([
      'VOLV B',
      'SMA 14',
      'Bollinger 20-2.5',
      'Owners',
    ]);
  });

  it('names the main series first, as the legend of the chart, with no control of its own', () => {
    renderBar();

    const entries = bar().getAllByRole('listitem');
    expect(entries[0]?.textContent).toBe('Ericsson B');
    expect(within(entries[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(entries).toHaveLength(5);
  });

  it('labels each remove button with its series', () => {
    renderBar();

    for (const name of ['VOLV B', 'SMA 14', 'Bollinger 20-2.5', 'Owners']) {
      expect(bar().getByRole('button', { name: `Remove ${name}` })).toBeDefined();
    }
  });

  it('shows no pill for the owners series when it is off, and no bar without series', () => {
    renderBar({ comparators: [], analyses: [], owners: false });

    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows switched-off series as not pressed', () => {
    renderBar({ disabled: new Set(['ta:sma-1', 'owners']) });

    expect(bar().getByRole('button', { name: 'SMA 14', pressed: false })).toBeDefined();
    expect(bar().getByRole('button', { name: 'Owners', pressed: false })).toBeDefined();
    expect(bar().getByRole('button', { name: 'VOLV B', pressed: true })).toBeDefined();
  });

  it('switches a series by its key', () => {
    const { onToggle } = renderBar();

    fireEvent.click(bar().getByRole('button', { name: 'VOLV B' }));
    fireEvent.click(bar().getByRole('button', { name: 'Bollinger 20-2.5' }));
    fireEvent.click(bar().getByRole('button', { name: 'Owners' }));

    expect(onToggle.mock.calls).toEqual([['compare:101'], ['ta:boll-1'], ['owners']]);
  });

  it('removes a series by its kind and key', () => {
    const { onRemove } = renderBar();

    fireEvent.click(bar().getByRole('button', { name: 'Remove VOLV B' }));
    fireEvent.click(bar().getByRole('button', { name: 'Remove SMA 14' }));
    fireEvent.click(bar().getByRole('button', { name: 'Remove Owners' }));

    expect(onRemove.mock.calls).toEqual([
      ['comparator', 'compare:101'],
      ['analysis', 'ta:sma-1'],
      ['owners', 'owners'],
    ]);
  });

  it('colours each swatch by its palette slot', () => {
    renderBar();

    const swatch = bar().getByRole('button', { name: 'VOLV B' }).querySelector('span');
    expect(swatch?.style.background).toContain('var(--bw-graph-series-2');
  });

  it('a pill is 98 px wide at least in Finnish and 89 px otherwise', () => {
    renderBar({}, 'fi-FI');
    expect(screen.getAllByRole('listitem')[1]?.className).toBe(css.pill.finnish);
  });

  it('a pill is 89 px wide outside Finnish', () => {
    renderBar({}, 'sv-SE');
    expect(screen.getAllByRole('listitem')[1]?.className).toBe(css.pill.other);
  });
});
