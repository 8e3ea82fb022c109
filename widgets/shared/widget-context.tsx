import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  languageOf,
  loadTexts,
  resolveLocale,
  textsReady,
  translator,
  type Translate,
} from '../../core/i18n';
import type { Locale } from '../../core/i18n';
import { pageDefaults } from './configure';
import type { ContractEmit, ElementContract } from './element-contract';
import { eventEmitter } from './kit-element';
import { pageLanguage } from './page-language';
import { useSignalValue } from './use-signal-value';
import {
  resolveWidgetSettings,
  type ContractAttributes,
  type WidgetSettings,
} from './widget-settings';

export interface WidgetContextValue<
  C extends ElementContract = ElementContract,
> extends WidgetSettings {
  /** Texts in the widget's locale. */
  t: Translate;
  /** Sends one of the element's events, as its contract names and details it. */
  emit: ContractEmit<C>;
}

const WidgetContext = createContext<WidgetContextValue | undefined>(undefined);

interface WidgetProviderProps extends ContractAttributes {
  /** The element itself; undefined when a component is rendered outside an element (tests). */
  host: HTMLElement | undefined;
  /** Shows the effective theme on the host (a custom state the theme's CSS selects). */
  applyTheme?: (theme: WidgetSettings['theme']) => void;
  children: ReactNode;
}

/** Resolves the contract attributes once per render of an element and hands them down. */
export function WidgetProvider({ host, applyTheme, children, ...attributes }: WidgetProviderProps) {
  const defaults = useSignalValue(pageDefaults);
  const lang = useSignalValue(pageLanguage());
  const { apiBase, feedUrl, siteBase, locale, theme } = attributes;
  const value = useMemo<WidgetContextValue>(() => {
    const settings = resolveWidgetSettings(
      { apiBase, feedUrl, siteBase, locale, theme },
      defaults,
      { href: location.href, lang },
    );
    return {
      ...settings,
      t: translator(settings.locale),
      emit: eventEmitter(host),
    };
  }, [apiBase, feedUrl, siteBase, locale, theme, defaults, lang, host]);
  useLayoutEffect(() => applyTheme?.(value.theme), [applyTheme, value.theme]);
  const textLocale = useTextLocale(value.locale, value.emit);
  const context = useMemo(
    () =>
      textLocale === undefined || textLocale === value.locale
        ? value
        : { ...value, t: translator(textLocale) },
    [value, textLocale],
  );
  if (textLocale === undefined) return null;
  return <WidgetContext.Provider value={context}>{children}</WidgetContext.Provider>;
}

/**
 * The locale whose texts the widget shows, loading them when they are not loaded: the widget
 * first renders once they are (a few milliseconds: one small file from the kit's own host, or
 * none in the one-file kit). When the locale changes to a language not loaded yet, the widget
 * keeps its texts in the previous one until the new ones arrive, so nothing it holds (a typed
 * amount, an open drawer) is lost. Once shown in a language it stays shown, even when another
 * widget's module, loaded later, registers texts not loaded yet. A failed load is told as
 * `bw-error` and tried again when the element renders again.
 */
function useTextLocale(locale: Locale, emit: WidgetContextValue['emit']): Locale | undefined {
  const language = languageOf(locale);
  const [shown, setShown] = useState<Locale | undefined>(() =>
    textsReady(language) ? locale : undefined,
  );
  const ready = (shown !== undefined && languageOf(shown) === language) || textsReady(language);
  // Asked for in the render's own task, not after the next frame as an effect would be.
  useLayoutEffect(() => {
    if (ready) return;
    let live = true;
    loadTexts(language).then(
      () => {
        if (live) setShown(locale);
      },
      (error: unknown) => {
        if (live) emit('bw-error', { message: `the texts could not be loaded: ${String(error)}` });
      },
    );
    return () => {
      live = false;
    };
  }, [locale, language, ready, emit]);
  return ready ? locale : shown;
}

/**
 * Starts loading the texts of the language a widget on this page shows when its element names
 * none (the page's defaults, else its `lang`), for the widgets whose modules have loaded: an
 * element connected after its module loaded then renders without waiting for them. A failure
 * is the element's to tell, as it loads them again when it connects.
 */
export function preloadPageTexts(): void {
  // A server rendering a page that imports the kit has no page to read (and shows no texts).
  if (typeof document === 'undefined') return;
  const locale = resolveLocale(pageDefaults.value.locale, pageLanguage().value);
  loadTexts(languageOf(locale)).catch(() => undefined);
}

/**
 * The widget's settings, texts and `emit`, typed by the element's contract
 * (`useWidget<typeof priceGraphContract>()`).
 */
export function useWidget<C extends ElementContract = ElementContract>(): WidgetContextValue<C> {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() is used outside a WidgetProvider');
  // One provider serves every element; the element's contract types its events.
  return value as unknown as WidgetContextValue<C>;
}
