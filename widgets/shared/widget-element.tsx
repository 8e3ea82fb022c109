import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { ElementBase, hasCustomElements } from './element-base';
import {
  allHandlings,
  propertyName,
  type AttributeHandlings,
  type AttributeProperties,
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

// r2wc keeps its props and render hook behind registered symbols; the element below replaces r2wc's
// attribute handling (bare boolean attributes, removals and JSON are mishandled by r2wc 2.1) with
// the kit's (kit-element.ts), but keeps its React mounting.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type ComponentProps<Props> = Exclude<keyof Props, keyof WidgetHostProps | keyof ContractAttributes>;
type ContractProps<A extends AttributeHandlings> = KebabToCamel<keyof A & string>;

/**
 * `unknown` when the component's props and the contract's attributes name the same properties;
 * otherwise a type naming what one of them lacks, which the attributes argument cannot satisfy.
 */
type SameProps<Props, C extends AttributeHandlings> = [ComponentProps<Props>] extends [
  ContractProps<C>,
]
  ? [ContractProps<C>] extends [ComponentProps<Props>]
    ? unknown
    : { 'attributes the component does not take': Exclude<ContractProps<C>, keyof Props> }
  : { 'props the contract does not declare': Exclude<ComponentProps<Props>, ContractProps<C>> };

/** The element class of a widget: r2wc's, with the kit's behaviour (kit-element.ts). */
export type WidgetElementClass<A extends AttributeHandlings> = (new () => HTMLElement &
  AttributeProperties<A>) & { readonly observedAttributes: string[] };

/**
 * How long, in milliseconds, a widget's first render waits for the work its `start` began to
 * leave the main thread (see `WidgetElementOptions.start`): about what the first render itself
 * takes on a phone, so a slow network never delays the card by more than the render would
 * have delayed the request.
 */
export const FIRST_RENDER_WAIT_MS = 50;

/** What a widget's element does besides rendering its component. */
export interface WidgetElementOptions<Props> {
  /**
   * Called once, in the task of the element's first render and before it: for work that the
   * first render would only start after it, such as a load its first render will ask for
   * (the render and the load then overlap). It gets the props of that render and the settings
   * the widget will resolve from them. It may return a promise that settles once its work no
   * longer needs the main thread (a request has left): the first render then waits for it, at
   * most `FIRST_RENDER_WAIT_MS`, so the render does not hold that work up.
   */
  start?: (props: Props, settings: WidgetSettings) => Promise<unknown> | undefined;
}

/**
 * Wraps a widget's React component as a custom element class for its contract's attributes
 * (`<tag>/contract.ts`): an open shadow root with the kit's styles, the attributes and their
 * properties with HTML attribute
 * semantics, and the shared attributes (`api-base`, `feed-url`, `site-base`, `locale`, `theme`)
 * resolved against `configure()` defaults. Registration is separate (`defineElement`), so the
 * class can be extended or registered under another name.
 */
export function widgetElement<Props extends object, const A extends AttributeHandlings>(
  Component: ComponentType<Props & WidgetHostProps>,
  attributes: A & SameProps<Props, A>,
  options: WidgetElementOptions<NoInfer<Props>> = {},
): WidgetElementClass<A> {
  // The class is built for any attributes, typed with the shared ones alone; the class
  // returned has the type derived from `A`.
  const spec: Record<never, never> = attributes as A;
  // Where there are no elements (a server rendering a page), r2wc cannot build its class; a
  // plain stand-in lets the module load, and nothing is defined (see `element-base.ts`).
  if (!hasCustomElements()) {
    return class extends kitElement(ElementBase, spec) {
      override propertyChangedCallback(): void {}
    } as unknown as WidgetElementClass<A>;
  }

  // The widget's module has registered its texts: the page's language starts loading now, so an
  // element connected later shows at once.
  preloadPageTexts();

  function Root(props: Record<string, unknown>) {
    const { container, ...rest } = props as Record<string, unknown> & { container?: ShadowRoot };
    const host = container?.host as HTMLElement | undefined;
    const contract = rest as ContractAttributes;
    return (
      <WidgetProvider
        host={host}
        applyTheme={host && ((theme) => showTheme(host, theme))}
        apiBase={contract.apiBase}
        feedUrl={contract.feedUrl}
        siteBase={contract.siteBase}
        locale={contract.locale}
        theme={contract.theme}
      >
        <Component {...(rest as Props)} container={container} />
      </WidgetProvider>
    );
  }

  // r2wc is given no props of its own: the kit observes and parses the attributes, and hands
  // each value to r2wc's props below.
  const Base = r2wc(Root, { shadow: 'open', props: {} }) as unknown as {
    new (): HTMLElement & R2wcInternals;
  };

  class WidgetElement extends kitElement(Base, spec) {
    constructor() {
      super();
      for (const [attribute] of allHandlings(spec)) {
        const property = propertyName(attribute);
        this[R2WC_PROPS][property] = Reflect.get(this, property);
      }
    }

    override propertyChangedCallback(property: string, value: unknown): void {
      this[R2WC_PROPS][property] = value;
      this[R2WC_RENDER]();
    }

    #renderQueued = false;
    #started = false;

    /**
     * Renders in the task after a change, as React's own root schedules it, under either
     * runtime the files carry (vite.config.ts): a page that loads the kit and then, in the same
     * task, sets attributes, properties or `configure()` defaults gets one first render with
     * all of them, and several changes at once render once.
     */
    override [R2WC_RENDER]() {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      setTimeout(() => {
        const started = this.#start();
        const render = () => {
          this.#renderQueued = false;
          super[R2WC_RENDER]();
        };
        if (!started) {
          render();
          return;
        }
        // Changes meanwhile are taken by this render (it reads the props as they are then).
        const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
        void Promise.race([started.catch(() => undefined), waited]).then(() => {
          setTimeout(render);
        });
      });
    }

    /** Runs the widget's `start` before its first render, once; its promise, if it gave one. */
    #start(): Promise<unknown> | undefined {
      if (!options.start || this.#started || !this.isConnected) return undefined;
      this.#started = true;
      const props = this[R2WC_PROPS];
      const settings = resolveWidgetSettings(props as ContractAttributes, pageDefaults.value, {
        href: location.href,
        lang: pageLanguage().value,
      });
      return options.start(props as Props, settings);
    }

    override disconnectedCallback() {
      // A move (remove then insert in one task) keeps React mounted, so state and live
      // subscriptions survive; only an element that stays out of the page unmounts.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  return WidgetElement as unknown as WidgetElementClass<A>;
}
