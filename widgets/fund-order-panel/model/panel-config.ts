import * as v from 'valibot';
import type { OrderSide } from '../../../core/schemas/enumerations';
import type { AttributeInputs } from '../../shared/element-attributes';
import type { fundOrderPanelSpec } from '../spec';
import type { PanelMode, PanelVariant } from './panel-modes';

/** What the panel is asked to do, from its attributes and the page URL. */
export interface PanelConfig {
  instrumentId: string;
  side: OrderSide;
  variant: PanelVariant;
  mode: PanelMode;
  /** The account to preselect (the `accid` query parameter). */
  accid: number | undefined;
  /** The `redirectOrigin` query parameter; only `shareville` means anything. */
  redirectOrigin: string | undefined;
}

/** The panel's attributes as the element hands them over: untrusted text. */
export type PanelAttributes = AttributeInputs<(typeof fundOrderPanelSpec)['attributes']>;

const trimmed = v.pipe(v.string(), v.trim());
const AccidSchema = v.pipe(trimmed, v.regex(/^\d{1,15}$/), v.transform(Number));
const SideSchema = v.pipe(
  trimmed,
  v.toUpperCase(),
  v.picklist(['BUY', 'SELL'], 'side must be buy or sell'),
);

/**
 * Reads the panel's setup. Attributes win over the page URL's `accid` and `redirectOrigin`
 * (both untrusted: a malformed accid is ignored, never half-read). A missing instrument id or
 * an unknown side is a setup error, reported to the page's developer; an unknown variant or
 * mode falls back to the card and plain orders.
 */
export function panelConfig(
  attributes: PanelAttributes,
  pageSearch: string,
): { ok: true; config: PanelConfig } | { ok: false; problem: string } {
  const query = new URLSearchParams(pageSearch);
  const instrumentId = attributes.instrumentId?.trim();
  if (!instrumentId) return { ok: false, problem: 'instrument-id is missing' };
  const side = v.safeParse(SideSchema, attributes.side ?? 'buy');
  if (!side.success) return { ok: false, problem: `side "${attributes.side}" is not buy or sell` };
  const accid = (raw: string | null | undefined) => {
    const parsed = v.safeParse(AccidSchema, raw ?? '');
    return parsed.success ? parsed.output : undefined;
  };
  const redirectOrigin = attributes.redirectOrigin ?? query.get('redirectOrigin') ?? undefined;
  return {
    ok: true,
    config: {
      instrumentId,
      side: side.output,
      variant: attributes.variant === 'panel' ? 'panel' : 'card',
      mode: attributes.mode === 'allocation-request' ? 'allocation-request' : 'order',
      accid: accid(attributes.accid) ?? accid(query.get('accid')),
      redirectOrigin: redirectOrigin || undefined,
    },
  };
}
