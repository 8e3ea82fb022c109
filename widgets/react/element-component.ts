import {
  createElement,
  useCallback,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { defineKitElement } from '../shared/define-element';
import {
  propertyName,
  type AllAttributes,
  type AttributeValue,
  type ElementSpec,
  type KebabToCamel,
} from '../shared/element-attributes';
import {
  handlerName,
  type ContractHandlers,
  type ElementContract,
} from '../shared/element-contract';

/*
 * A React component over one element of the kit, as a server-rendered React app needs it.
 * React sets a custom element's properties and listeners on client renders, but not while it
 * hydrates server HTML, so the component does it itself, through a ref, in layout effects that
 * run after hydration as after any render: object and array props are set as properties, and
 * one listener per event of the contract calls the latest handler (never two listeners, and
 * a new handler needs no new listener). Text, number and boolean props are rendered as the
 * element's attributes, so the server's HTML holds them. The element is defined by the first
 * component that mounts, so importing a component costs nothing until it is used, and a bundler
 * leaves out the components an app does not import.
 */

type Attributes<C extends ElementContract> = AllAttributes<C['attributes']>;

/** The attributes the contract says an element cannot do without. */
type RequiredAttribute<C extends ElementContract> = {
  [A in keyof C['attributes']]: C['attributes'][A] extends { required: true } ? A : never;
}[keyof C['attributes']] &
  string;

/**
 * The element's properties as React props, named as the properties (`instrumentId`): text,
 * numbers and booleans as the attributes take them, arrays and objects as the properties do.
 */
export type ElementPropertyProps<C extends ElementContract> = {
  -readonly [A in Exclude<keyof Attributes<C> & string, RequiredAttribute<C>> as KebabToCamel<A>]?:
    AttributeValue<Attributes<C>[A]> | undefined;
} & {
  -readonly [A in RequiredAttribute<C> as KebabToCamel<A>]: AttributeValue<Attributes<C>[A]>;
};

/** A component's props: the element's properties, a handler per event, HTML's own and a ref. */
export type ElementProps<C extends ElementContract, E extends HTMLElement> = Omit<
  HTMLAttributes<E>,
  keyof ElementPropertyProps<C> | keyof ContractHandlers<C>
> &
  ElementPropertyProps<C> &
  ContractHandlers<C> & { ref?: Ref<E>; children?: ReactNode };

/**
 * The element class of contract `C`, defined under its tag by the first component that mounts.
 * Its spec names the contract's tag and every event, so each handler prop is known for one.
 */
export type ContractElementClass<C extends ElementContract> = CustomElementConstructor & {
  readonly observedAttributes: readonly string[];
  readonly spec: ElementSpec & {
    readonly tag: C['tag'];
    readonly events: readonly (keyof C['events'] & string)[];
  };
};

/** A component of the React entry: a function of its props, named for React's tools. */
export interface KitComponent<P> {
  (props: P): ReactElement;
  displayName: string;
}

type Listener = (event: Event) => void;

/** Gives a ref the element, whichever kind of ref it is. */
function setRef<E>(ref: Ref<E> | undefined, value: E | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A hydration-safe React component over an element class of the kit, named `displayName` in
 * React's tools and messages.
 */
/* @__NO_SIDE_EFFECTS__ */
export function elementComponent<C extends ElementContract, E extends HTMLElement>(
  elementClass: ContractElementClass<C>,
  displayName: string,
): KitComponent<ElementProps<C, E>> {
  const attributeOf = new Map(
    elementClass.observedAttributes.map((attribute) => [propertyName(attribute), attribute]),
  );
  const eventOf = new Map<string, string>(
    elementClass.spec.events.map((event) => [handlerName(event), event]),
  );

  function ElementComponent(props: ElementProps<C, E>): ReactElement {
    const { ref, ...rest } = props;
    // What React renders (the attributes and HTML's own props), what is set as properties, and
    // the handlers by event name.
    const rendered: Record<string, unknown> = {};
    const objects: Record<string, unknown> = {};
    const handlers: Record<string, Listener> = {};
    for (const [name, value] of Object.entries(rest)) {
      const event = eventOf.get(name);
      const attribute = attributeOf.get(name);
      if (event !== undefined) {
        if (typeof value === 'function') handlers[event] = value as Listener;
      } else if (attribute === undefined) rendered[name] = value;
      else if (value === undefined || value === null) continue;
      else if (typeof value === 'object') objects[name] = value;
      else rendered[attribute] = value;
    }

    const element = useRef<E | null>(null);
    const latestHandlers = useRef(handlers);
    const setObjects = useRef<Record<string, unknown>>({});

    // Runs first after every commit, hydration included, so a listener calls today's handler.
    useLayoutEffect(() => {
      latestHandlers.current = handlers;
    });

    // One listener per event for the element's life, attached before the element is defined so
    // that nothing it announces while it upgrades goes unheard.
    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      const listeners = [...eventOf.values()].map((event): [string, Listener] => [
        event,
        (heard) => latestHandlers.current[event]?.(heard),
      ]);
      for (const [event, listener] of listeners) node.addEventListener(event, listener);
      return () => {
        for (const [event, listener] of listeners) node.removeEventListener(event, listener);
      };
    }, []);

    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      for (const [name, value] of Object.entries(objects)) {
        if (setObjects.current[name] !== value) Reflect.set(node, name, value);
      }
      // An object prop that is gone now leaves nothing behind; one that became text, React set.
      for (const name of Object.keys(setObjects.current)) {
        const attribute = attributeOf.get(name) ?? name;
        if (!(name in objects) && !(attribute in rendered)) Reflect.set(node, name, undefined);
      }
      setObjects.current = objects;
      defineKitElement(elementClass);
    });

    const attach = useCallback(
      (node: E | null) => {
        element.current = node;
        setRef(ref, node);
      },
      [ref],
    );
    return createElement(elementClass.spec.tag, { ...rendered, ref: attach });
  }
  ElementComponent.displayName = displayName;
  return ElementComponent;
}
