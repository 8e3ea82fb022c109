import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registerTexts, type Catalogue, type MessageKey } from '../../core/i18n/translate';
import type { Locale } from '../../core/i18n';
import { useWidget, WidgetProvider } from './widget-context';

/** Languages asked for and not yet arrived, of every set of texts a test registered. */
const waiting = new Map<string, ((catalogue: Catalogue) => void)[]>();

/** A widget's worth of texts whose languages arrive when the test says. */
function registerDeferredTexts(): void {
  const language = (name: string) => () =>
    new Promise<Catalogue>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
  registerTexts({
    sv: language('sv'),
    nb: language('nb'),
    da: language('da'),
    fi: language('fi'),
    en: language('en'),
  });
}

async function arrive(name: string, catalogue: Catalogue): Promise<void> {
  await act(async () => {
    for (const resolve of waiting.get(name) ?? []) resolve(catalogue);
    waiting.delete(name);
    await Promise.resolve();
  });
}

const KEY = 'example.amount' as MessageKey;

function Form() {
  const { t } = useWidget();
  return (
    <label>
      {t(KEY)}
      <input />
    </label>
  );
}

const widget = (locale: Locale) => (
  <WidgetProvider host={undefined} locale={locale}>
    <Form />
  </WidgetProvider>
);

describe('a widget’s texts', () => {
  it('show once the language has loaded, and nothing before', async () => {
    registerDeferredTexts();
    render(widget('sv-SE'));
    expect(screen.queryByRole('textbox')).toBeNull();
    await arrive('sv', { [KEY]: 'Belopp' });
    expect(screen.getByRole('textbox', { name: 'Belopp' })).toBeDefined();
  });

  it('stay in the language shown while another loads, keeping what was typed', async () => {
    registerDeferredTexts();
    const view = render(widget('sv-SE'));
    await arrive('sv', { [KEY]: 'Belopp' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Belopp' }), '1000');
    view.rerender(widget('en-GB'));
    expect(screen.getByRole('textbox', { name: 'Belopp' })).toHaveProperty('value', '1000');
    await arrive('en', { [KEY]: 'Amount' });
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '1000');
  });
});
