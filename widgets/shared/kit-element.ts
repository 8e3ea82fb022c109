import { KIT_VERSION } from '../../core/page/page-registry';
import { THEME_STATES, type Theme } from './configure';
import {
  allHandlings,
  propertyName,
  type AttributeHandling,
  type AttributeProperties,
  type ElementSpec,
} from './element-attributes';
import type { ContractEmit, ElementContract } from './element-contract';
import { adoptKitStyles } from './shadow-styles';

/*
 * What every element of the kit does the same way, whether React renders it (widget-element.tsx)
 * or it draws itself (<spark-graph>): an open shadow root with the kit's styles, its contract's
 * attributes observed and parsed, a property per attribute, properties a page set before the
 * element was defined, and the theme shown as a custom state. Framework free, so the spark
 * carries no React.
 */

/** A JSON attribute that did not parse; the widget shows it as invalid data. */
export class JsonAttributeError extends Error {
  override name = 'JsonAttributeError';
}

function parseAttribute(kind: AttributeHandling['kind'], value: string | null): unknown {
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

/** What the kit adds to an element besides its contract's properties. */
export interface KitElementMembers {
  connectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  /** Called when a property of the contract changed, by its attribute or by itself. */
  propertyChangedCallback(property: string, value: unknown): void;
}

/** A kit element class: `Base` with the attributes' properties, and the spec it was made for. */
export type KitElementClass<Instance, S extends ElementSpec> = (abstract new () => Instance &
  KitElementMembers &
  AttributeProperties<S['attributes']>) & {
  readonly observedAttributes: string[];
  readonly spec: S;
  /** The version of the kit the class belongs to: on a page with two copies, whose it is. */
  readonly kitVersion: string;
};

// TypeScript's mixin pattern: a class that extends a class parameter takes any arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ElementConstructor = abstract new (...args: any[]) => HTMLElement;

/**
 * `Base` with the kit's element behaviour for the attributes of its spec (`<tag>/spec.ts`)
 * and the shared ones. The subclass implements `propertyChangedCallback` (render, or schedule a
 * frame) and may extend `connectedCallback`.
 */
export function kitElement<B extends ElementConstructor, S extends ElementSpec>(
  Base: B,
  spec: S,
): KitElementClass<InstanceType<B>, S> {
  const attributes = allHandlings(spec.attributes);
  const propertyOf = new Map(attributes.map(([name]) => [name, propertyName(name)]));
  const byProperty = new Map(
    attributes.map(([name, handling]) => [propertyName(name), { name, handling }]),
  );

  abstract class KitElement extends Base implements KitElementMembers {
    static readonly spec = spec;
    static readonly kitVersion = KIT_VERSION;

    static get observedAttributes(): string[] {
      return [...propertyOf.keys()];
    }

    /** The contract's values by property: attributes parsed, or what a property was set to. */
    readonly #values: Record<string, unknown> = {};

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      adoptKitStyles(this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
      for (const [attribute, property] of propertyOf) {
        const handling = byProperty.get(property)?.handling;
        if (handling)
          this.#values[property] = parseAttribute(handling.kind, this.getAttribute(attribute));
      }
    }

    abstract propertyChangedCallback(property: string, value: unknown): void;

    #change(property: string, value: unknown): void {
      this.#values[property] = value;
      this.propertyChangedCallback(property, value);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const property = propertyOf.get(name);
      const handling = property && byProperty.get(property)?.handling;
      if (property && handling) this.#change(property, parseAttribute(handling.kind, value));
    }

    connectedCallback(): void {
      // A property set before the element was upgraded sits on the instance and shadows the
      // accessor; move it through the accessor so it is not lost.
      for (const property of byProperty.keys()) {
        if (!Object.hasOwn(this, property)) continue;
        const value: unknown = Reflect.get(this, property);
        Reflect.deleteProperty(this, property);
        Reflect.set(this, property, value);
      }
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
    }

    static {
      for (const [property, { name, handling }] of byProperty) {
        const kept = handling.kind === 'json' || handling.property !== undefined;
        Object.defineProperty(this.prototype, property, {
          configurable: true,
          enumerable: true,
          get(this: KitElement) {
            return this.#values[property];
          },
          set(this: KitElement, value: unknown) {
            if (kept) {
              // JSON text set as the property (React writes a prop's text there) reads as the
              // attribute's would, with the same errors.
              const json = handling.kind === 'json' && typeof value === 'string';
              this.#change(property, json ? parseAttribute('json', value) : value);
            } else if (handling.kind === 'boolean') this.toggleAttribute(name, Boolean(value));
            else if (value === null || value === undefined) this.removeAttribute(name);
            else this.setAttribute(name, String(value));
          },
        });
      }
    }
  }

  return KitElement as unknown as KitElementClass<InstanceType<B>, S>;
}

/**
 * An element's `emit`, typed by its contract: each event is a `CustomEvent` from the element
 * that bubbles and crosses shadow boundaries, so one listener on the document hears every
 * element of the page. Without an element (a component rendered alone, in tests) nothing is
 * sent.
 */
export function eventEmitter<C extends ElementContract>(
  host: HTMLElement | undefined,
): ContractEmit<C> {
  return (type, detail, options) =>
    !host ||
    host.dispatchEvent(
      new CustomEvent(type, { ...options, detail, bubbles: true, composed: true }),
    );
}

const themes = new WeakMap<
  HTMLElement,
  { internals: ElementInternals | undefined; theme: Theme }
>();

/**
 * Shows an element's theme as a custom state (see theme.css.ts); the light theme is the one
 * without. Touching the states restyles the element, so they change only with the theme, and a
 * page of light elements never makes their internals at all.
 */
export function showTheme(element: HTMLElement, theme: Theme): void {
  const shown = themes.get(element) ?? { internals: undefined, theme: 'light' };
  if (theme === shown.theme) return;
  shown.theme = theme;
  themes.set(element, shown);
  try {
    shown.internals ??= element.attachInternals();
  } catch {
    // Without ElementInternals (old engines, test DOMs) the light theme stays.
    return;
  }
  // Engines before 2024 have internals without custom states.
  const states = shown.internals.states as CustomStateSet | undefined;
  if (!states) return;
  for (const name of THEME_STATES) {
    if (theme === name) states.add(name);
    else states.delete(name);
  }
}
