import { curatedList } from '../../core/endpoints/inspiration';
import { requestJson } from '../../core/http/request-json';
import { ListPreviewSchema, type ListPreview } from '../../core/schemas/list-preview';
import { safeParse } from '../../core/schemas/parse-boundary';
import { JsonAttributeError } from '../shared/kit-element';

/** Fetches one curated list's preview from the broker API. */
export function fetchCuratedList(
  apiBase: string,
  listId: string,
  signal: AbortSignal,
): Promise<ListPreview> {
  return requestJson({
    url: `${apiBase}${curatedList(listId)}`,
    schema: ListPreviewSchema,
    what: 'curated list',
    signal,
  });
}

export type InlineList = { ok: true; list: ListPreview } | { ok: false; reason: string };

/**
 * A list given by a CMS editor (property or JSON attribute): untrusted, so parsed here. `null`
 * (`list="null"`) is data too, and not a list: it is refused like any other, rather than read
 * as no list at all, so the editor hears of it.
 */
export function parseInlineList(input: unknown): InlineList {
  if (input instanceof JsonAttributeError) return { ok: false, reason: `list: ${input.message}` };
  if (input === null) return { ok: false, reason: 'list: expected a list object, got null' };
  const result = safeParse(ListPreviewSchema, input, 'curated list');
  return result.success
    ? { ok: true, list: result.output }
    : { ok: false, reason: result.error.message };
}
