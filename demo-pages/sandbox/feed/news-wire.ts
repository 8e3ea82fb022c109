import { NEWS_TYPES, type NewsType } from '../../../core/schemas/enumerations';
import { INSTRUMENTS } from '../data/instruments';
import { derivedSeed, seededRandom } from '../seeded-random';

/**
 * The sandbox's news wire: each source (news keyed by source) publishes one headline
 * per `NEWS_INTERVAL_MS`, a pure function of (seed, source, time), so a reconnecting client
 * gets the same latest headline it had.
 */

/** How often each news source publishes a headline, in milliseconds. */
export const NEWS_INTERVAL_MS = 30_000;

/** A headline as the feed's `news` message carries it. */
export interface Headline {
  s: number;
  id: string;
  headline: string;
  timestamp: number;
  type: NewsType;
}

const VERBS = ['raises', 'cuts', 'confirms', 'beats', 'misses', 'reviews'];
const SUBJECTS = [
  'full-year guidance',
  'quarterly dividend',
  'order intake forecast',
  'analyst expectations',
  'margin outlook',
  'share buy-back programme',
];

/** The latest headline a source had published at `atMs`. */
export function latestHeadline(seed: number, source: number, atMs: number): Headline {
  const slot = Math.floor(atMs / NEWS_INTERVAL_MS);
  const random = seededRandom(derivedSeed(seed, `news:${source}:${slot}`));
  const company = random.pick(INSTRUMENTS);
  return {
    s: source,
    id: `${source}-${slot}`,
    headline: `${company.name} ${random.pick(VERBS)} ${random.pick(SUBJECTS)}`,
    timestamp: slot * NEWS_INTERVAL_MS,
    type: random.pick(NEWS_TYPES),
  };
}
