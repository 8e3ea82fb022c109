import * as v from 'valibot';

/**
 * The per-graph list of available features: settings, compare, technical analysis, bid price,
 * resolution, maximize, buy and sell dots. A page names them in the `features` attribute, as a
 * comma list or a JSON array; without it every feature is available.
 */
export const GRAPH_FEATURES = [
  'settings',
  'compare',
  'technical-analysis',
  'bid-price',
  'resolution',
  'maximize',
  'buy-sell-dots',
] as const;

/** A graph feature. */
export type GraphFeature = (typeof GRAPH_FEATURES)[number];

const GraphFeatureSchema = v.picklist(GRAPH_FEATURES);

/** The features a graph offers, with the names it did not know (to report them). */
export interface GraphFeatures {
  available: ReadonlySet<GraphFeature>;
  unknown: readonly string[];
}

/**
 * Reads the `features` attribute: a JSON array of names or a comma list; absent means every
 * feature, an empty list none. Names the graph does not know are left out and reported, not
 * fatal, so a page written for a later version still gets a graph.
 */
export function parseGraphFeatures(raw: string | undefined): GraphFeatures {
  if (raw === undefined) return { available: new Set(GRAPH_FEATURES), unknown: [] };
  const text = raw.trim();
  let names: string[];
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      names = Array.isArray(list) ? list.map(String) : [text];
    } catch {
      names = [text];
    }
  } else {
    names = text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  }
  const available = new Set<GraphFeature>();
  const unknown: string[] = [];
  for (const name of names) {
    const parsed = v.safeParse(GraphFeatureSchema, name);
    if (parsed.success) available.add(parsed.output);
    else unknown.push(name);
  }
  return { available, unknown };
}
