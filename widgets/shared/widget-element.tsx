import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ElementBase, hasCustomElements } from './element-base';
import {
  allHandlings,
  propertyName,
  type AttributeHandlings,
  type AttributeProperties,
  type ElementSpec,
  type KebabToCamel,
} from './element-attributes';
import { kitElement, showTheme } from './kit-element';
import { pageDefaults } from './configure';
import { pageLanguage } from './page-language';
import { preloadPageTexts, WidgetProvider } from './widget-context';
import {
  resolveWidgetSettings,
  type ContractAttributes,
  type WidgetSettings,
} from './widget-settings';

/** The props every widget component receives besides its own. */
export interface WidgetHostProps {
  container?: ShadowRoot;
}

type ComponentProps<Props> = Exclude<keyof Props, keyof WidgetHostProps | keyof ContractAttributes>;
type ContractProps<A extends AttributeHandlings> = KebabToCamel<keyof A & string>;

/**
 * `unknown` when the component's props and the spec's attributes name the same properties;
 * otherwise a type naming what one of them lacks, which the spec argument cannot satisfy.
 */
type SameProps<Props, C extends AttributeHandlings> = [ComponentProps<Props>] extends [
  ContractProps<C>,
]
  ? [ContractProps<C>] extends [ComponentProps<Props>]
    ? unknown
    : { 'attributes the component does not take': Exclude<ContractProps<C>, keyof Props> }
  : { 'props the contract does not declare': Exclude<ComponentProps<Props>, ContractProps<C>> };

/** The element class of a widget: the kit's element (kit-element.ts) rendering with React. */
export type WidgetElementClass<S extends ElementSpec> = (new () => HTMLElement &
  AttributeProperties<S['attributes']>) & {
  readonly observedAttributes: string[];
  readonly spec: S;
};

/**
 * How long, in milliseconds, a widget's first render waits for the answer its `start` asked
 * for (see `WidgetElementOptions.start`): under a tenth of a second reads as at once, and an
 * answer within it is in the first render, so the card is rendered, laid out and painted once,
 * with its data. A slower answer comes to a card already shown.
 */
export const FIRST_RENDER_WAIT_MS = 100;

/** What a widget's element does besides rendering its component. */
export interface WidgetElementOptions<Props> {
  /**
   * Called once, in the task of the element's first render and before it: for work that the
   * first render would only start after it, such as a load its first render will ask for. It
   * gets the props of that render and the settings the widget will resolve from them. It may
   * return a promise that settles when that answer is there: the first render then waits for
   * it, at most `FIRST_RENDER_WAIT_MS`, and shows it.
   */
  start?: (props: Props, settings: WidgetSettings) => Promise<unknown> | undefined;
}

/**
 * A widget's element class, made from its spec (`<tag>/spec.ts`) and its React component:
 * an open shadow root with the kit's styles, the attributes and their properties with HTML
 * attribute semantics, and the shared attributes (`api-base`, `feed-url`, `site-base`,
 * `locale`, `theme`) resolved against `configure()` defaults; React renders the component into
 * the shadow root. Registration is separate (`defineKitElement`), so the class can be extended
 * or registered under another name.
 */
export function widgetElement<const S extends ElementSpec, Props extends object>(
  spec: S & SameProps<Props, S['attributes']>,
  Component: ComponentType<Props & WidgetHostProps>,
  options: WidgetElementOptions<NoInfer<Props>> = {},
): WidgetElementClass<S> {
  // The class is built for any spec, typed with the shared attributes alone; the class returned
  // has the type derived from `S`.
  const anySpec: Omit<ElementSpec, 'attributes'> & { attributes: Record<never, never> } = spec;
  // Where there are no elements (a server rendering a page) there is nothing to render into; a
  // plain stand-in lets the module load, and nothing is defined (see `element-base.ts`).
  if (!hasCustomElements()) {
    return class extends kitElement(ElementBase, anySpec) {
      override propertyChangedCallback(): void {}
    } as unknown as WidgetElementClass<S>;
  }

  // The widget's module has registered its texts: the page's language starts loading now, so an
  // element connected later shows at once.
  preloadPageTexts();

  const properties = allHandlings(anySpec.attributes).map(([attribute]) => propertyName(attribute));

  class WidgetElement extends kitElement(HTMLElement, anySpec) {
    /** React's root in the shadow root, from the first render until the element leaves. */
    #root: Root | undefined;
    #renderQueued = false;
    #started = false;
    readonly #applyTheme = (theme: WidgetSettings['theme']) => showTheme(this, theme);

    /** The component's props: the contract's properties as they are now. */
    #props(): Props & ContractAttributes {
      const props: Record<string, unknown> = {};
      for (const property of properties) props[property] = Reflect.get(this, property);
      return props as Props & ContractAttributes;
    }

    override propertyChangedCallback(): void {
      this.#queueRender();
    }

    override connectedCallback(): void {
      super.connectedCallback();
      this.#queueRender();
    }

    /**
     * Renders in the task after a change, as React's own root schedules it, under either
     * runtime the files carry (vite.config.ts): a page that loads the kit and then, in the same
     * task, sets attributes, properties or `configure()` defaults gets one first render with
     * all of them, and several changes at once render once. An element out of the page does
     * not render; it renders when it is put in.
     */
    #queueRender(): void {
      if (this.#renderQueued || !this.isConnected) return;
      this.#renderQueued = true;
      setTimeout(() => {
        const started = this.#start();
        if (!started) {
          this.#render();
          return;
        }
        // Changes meanwhile are taken by this render (it reads the props as they are then).
        const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
        void Promise.race([started.catch(() => undefined), waited]).then(() => this.#render());
      });
    }

    #render(): void {
      this.#renderQueued = false;
      const container = this.shadowRoot;
      if (!this.isConnected || !container) return;
      const props = this.#props();
      this.#root ??= createRoot(container);
      this.#root.render(
        <WidgetProvider
          host={this}
          applyTheme={this.#applyTheme}
          apiBase={props.apiBase}
          feedUrl={props.feedUrl}
          siteBase={props.siteBase}
          locale={props.locale}
          theme={props.theme}
        >
          <Component {...props} container={container} />
        </WidgetProvider>,
      );
    }

    /** Runs the widget's `start` before its first render, once; its promise, if it gave one. */
    #start(): Promise<unknown> | undefined {
      if (!options.start || this.#started || !this.isConnected) return undefined;
      this.#started = true;
      const props = this.#props();
      const settings = resolveWidgetSettings(props, pageDefaults.value, {
        href: location.href,
        lang: pageLanguage().value,
      });
      return options.start(props, settings);
    }

    disconnectedCallback(): void {
      // A move (remove then insert in one task) keeps React mounted, so state and live
      // subscriptions survive; only an element that stays out of the page unmounts.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }
  }

  return WidgetElement as unknown as WidgetElementClass<S>;
}
