import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { Theme } from './configure';
import { ElementBase, hasCustomElements } from './element-base';
import { adoptKitStyles } from './shadow-styles';
import { WidgetProvider } from './widget-context';
import type { ContractAttributes } from './widget-settings';

/**
 * How a prop meets the page:
 * - `string`, `number`: an attribute, reflected when the property is set;
 * - `boolean`: an HTML boolean attribute (present, even bare, is true; removed is false);
 * - `json`: a property taking any value, plus an attribute holding JSON for CMS editors. Bad
 *   JSON reaches the component as a `JsonAttributeError`, so it can say so instead of crashing.
 */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';

/** A JSON attribute that did not parse; the widget shows it as invalid data. */
export class JsonAttributeError extends Error {
  override name = 'JsonAttributeError';
}

/** The props every widget component receives besides its own. */
export interface WidgetHostProps {
  container?: ShadowRoot;
}

const CONTRACT_PROPS = {
  apiBase: 'string',
  feedUrl: 'string',
  siteBase: 'string',
  locale: 'string',
  theme: 'string',
} as const satisfies Record<keyof ContractAttributes, PropKind>;

// r2wc keeps its props and render hook behind registered symbols; the element below replaces
// r2wc's attribute handling (TOOLCHAIN.md: bare boolean attributes, removals and JSON are
// mishandled by r2wc 2.1) but keeps its React mounting.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function parseAttribute(kind: PropKind, value: string | null): unknown {
  if (kind === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (kind === 'number') {
    const number = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
  }
  if (kind === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch (error) {
      return new JsonAttributeError(`not valid JSON (${(error as Error).message})`);
    }
  }
  return value;
}

/** The element's own properties: its props (minus the shadow container) and the contract's. */
export type WidgetElementInstance<Props> = HTMLElement &
  Omit<Props, keyof WidgetHostProps> &
  ContractAttributes;

export interface WidgetElementClass<Props> {
  new (): WidgetElementInstance<Props>;
  readonly observedAttributes: string[];
}

export interface WidgetElementSpec<Props> {
  /** The widget's own props and how each meets the page. */
  props: { [K in Exclude<keyof Props, keyof WidgetHostProps>]-?: PropKind };
}

/**
 * Wraps a widget's React component as a custom element class with an open shadow root, the
 * kit's styles adopted, the contract attributes (`api-base`, `feed-url`, `site-base`,
 * `locale`, `theme`) resolved against `configure()` defaults, and HTML attribute semantics.
 * Registration is separate (`defineElement`), so the class can be extended or registered
 * under another name.
 */
export function widgetElement<Props extends object>(
  Component: ComponentType<Props & WidgetHostProps>,
  spec: WidgetElementSpec<Props>,
): WidgetElementClass<Props> {
  const kinds: Record<string, PropKind> = { ...CONTRACT_PROPS, ...spec.props };
  const propOfAttribute = new Map(Object.keys(kinds).map((prop) => [kebab(prop), prop]));

  function Root(props: Record<string, unknown>) {
    const { container, applyTheme, ...rest } = props as Record<string, unknown> & {
      container?: ShadowRoot;
      applyTheme?: (theme: Theme) => void;
    };
    const contract = rest as ContractAttributes;
    return (
      <WidgetProvider
        host={container?.host as HTMLElement | undefined}
        applyTheme={applyTheme}
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

  // Where there are no elements (a server rendering a page), r2wc cannot build its class; a
  // plain stand-in lets the module load, and nothing is defined (see `element-base.ts`).
  if (!hasCustomElements()) {
    return class extends ElementBase {
      static readonly observedAttributes: string[] = [...propOfAttribute.keys()];
    } as unknown as WidgetElementClass<Props>;
  }

  // r2wc is told every prop is a string so its own constructor does not JSON.parse (and throw
  // on) a bad attribute; the subclass re-parses every attribute below.
  const Base = r2wc(Root, {
    shadow: 'open',
    props: Object.fromEntries(Object.keys(kinds).map((prop) => [prop, 'string' as const])),
  }) as unknown as { new (): HTMLElement & R2wcInternals };

  class WidgetElement extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    #internals: ElementInternals | undefined;

    constructor() {
      super();
      const root = this.shadowRoot;
      if (root) adoptKitStyles(root);
      try {
        this.#internals = this.attachInternals();
      } catch {
        // Without ElementInternals (old engines, jsdom) the light theme stays.
      }
      this[R2WC_PROPS].applyTheme = (theme: Theme) => this.#applyTheme(theme);
      for (const [attribute, prop] of propOfAttribute) {
        this[R2WC_PROPS][prop] = parseAttribute(
          kinds[prop] ?? 'string',
          this.getAttribute(attribute),
        );
      }
    }

    #renderQueued = false;

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
        this.#renderQueued = false;
        super[R2WC_RENDER]();
      });
    }

    #applyTheme(theme: Theme) {
      const states = this.#internals?.states;
      if (!states) return;
      for (const name of ['dark', 'auto'] as const) {
        if (theme === name) states.add(name);
        else states.delete(name);
      }
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = propOfAttribute.get(name);
      if (!prop) return;
      this[R2WC_PROPS][prop] = parseAttribute(kinds[prop] ?? 'string', value);
      this[R2WC_RENDER]();
    }

    override connectedCallback() {
      // A property set before the element was upgraded sits on the instance and shadows the
      // accessor; move it through the accessor so it is not lost (TOOLCHAIN.md, r2wc quirks).
      for (const prop of Object.keys(kinds)) {
        if (!Object.hasOwn(this, prop)) continue;
        const value: unknown = Reflect.get(this, prop);
        Reflect.deleteProperty(this, prop);
        Reflect.set(this, prop, value);
      }
      super.connectedCallback();
    }

    override disconnectedCallback() {
      // A move (remove then insert in one task) keeps React mounted, so state and live
      // subscriptions survive; only an element that stays out of the page unmounts.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  for (const [prop, kind] of Object.entries(kinds)) {
    const attribute = kebab(prop);
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[R2WC_PROPS][prop];
      },
      set(this: WidgetElement, value: unknown) {
        if (kind === 'json') {
          this[R2WC_PROPS][prop] = value;
          this[R2WC_RENDER]();
        } else if (kind === 'boolean') {
          this.toggleAttribute(attribute, Boolean(value));
        } else if (value === null || value === undefined) {
          this.removeAttribute(attribute);
        } else {
          this.setAttribute(attribute, String(value));
        }
      },
    });
  }

  return WidgetElement as unknown as WidgetElementClass<Props>;
}
