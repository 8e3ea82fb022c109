import type { InstrumentSearchResult } from '../../../../core/schemas/instrument-search';
import { LISTINGS, type Listing, type ListingKind } from '../../data/listings';
import { MARKETS } from '../../data/markets';

/*
 * The instrument search behind the price graph's Compare tab ("Settings drawer tabs",
 * §5 "Graph limits and options"): every listing of the sandbox (its stocks, funds and indices)
 * found by name or symbol. How hits are matched and ranked is the sandbox's own choice.
 */

/** Hits answered when the request names no limit: 5 results per query, the comparator search limit. */
export const DEFAULT_SEARCH_LIMIT = 5;
/** The most hits one search answers, whatever limit it asks for (the sandbox's cap). */
export const MAX_SEARCH_LIMIT = 20;

/** What one search asks for. */
export interface InstrumentSearch {
  /** The text typed, as sent; matched case- and accent-insensitively. */
  readonly query: string;
  /** Only listings of this kind; every kind when absent. */
  readonly category?: ListingKind;
  /** How many hits at most (already capped). */
  readonly limit: number;
}

/** Letters that do not decompose into a base letter and a mark, spelled as they are typed without them. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  þ: 'th',
  ł: 'l',
};

/**
 * Text as the search compares it: lower case, without accents ("Tillväxt" matches
 * "tillvaxt"), the Nordic letters that carry no accent spelled out ("Ørsted" matches
 * "orsted", "Mærsk" matches "maersk"), runs of white space made one space.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[æøœßðþł]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` has `query` at a word's start after its first: "tillv" in "global tillvaxt". */
function startsAWord(text: string, query: string): boolean {
  for (let at = text.indexOf(query, 1); at > 0; at = text.indexOf(query, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(text[at - 1] ?? '')) return true;
  }
  return false;
}

/**
 * How well a name or symbol matches, lower is better: the whole of it (0), its start (1), a
 * later word's start (2), anywhere inside (3); `null` for no match. Prefix matches thus come
 * before the rest, and an exact symbol ("EQNR") before the names it starts.
 */
function textRank(text: string, query: string): number | null {
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  if (startsAWord(text, query)) return 2;
  return text.includes(query) ? 3 : null;
}

/** The better of the name's and the symbol's rank. */
function listingRank(listing: Listing, query: string): number | null {
  const ranks = [
    textRank(foldForSearch(listing.name), query),
    textRank(foldForSearch(listing.symbol), query),
  ];
  const found = ranks.filter((rank): rank is number => rank !== null);
  return found.length ? Math.min(...found) : null;
}

const GROUP_TYPES = { stock: 'STOCK', fund: 'FUND', index: 'INDEX' } as const;

/** A listing as the search answers it: the comparator's fields but its colour. */
const searchResult = (listing: Listing): InstrumentSearchResult => ({
  orderBookId: listing.id,
  name: listing.name,
  symbol: listing.symbol,
  country: MARKETS[listing.market].country,
  groupType: GROUP_TYPES[listing.kind],
  entityType: listing.kind === 'index' ? 'INDEX' : 'INSTRUMENT',
});

/**
 * The listings matching a search, best first: by rank, then by name (folded, so "Ørsted" sorts
 * with the o's), then by id; at most `limit`. Nothing matches an empty query.
 */
export function searchInstruments(search: InstrumentSearch): InstrumentSearchResult[] {
  const query = foldForSearch(search.query);
  if (query === '') return [];
  const hits: { listing: Listing; rank: number; name: string }[] = [];
  for (const listing of LISTINGS.values()) {
    if (search.category && listing.kind !== search.category) continue;
    const rank = listingRank(listing, query);
    if (rank !== null) hits.push({ listing, rank, name: foldForSearch(listing.name) });
  }
  return hits
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.name.localeCompare(b.name, 'en') ||
        a.listing.id.localeCompare(b.listing.id, 'en'),
    )
    .slice(0, search.limit)
    .map((hit) => searchResult(hit.listing));
}
