import type { OwnersPoint } from '../../../../core/schemas/price-time-series';
import { DAY_MS, dayNumberOf } from '../../data/markets';
import { ANCHOR_DAY } from '../../data/price-paths';
import { derivedSeed, seededRandom } from '../../seeded-random';

/*
 * The owners series (`owners`, the graph's {product}Owners setting): how many of the
 * broker's customers held the instrument. The sandbox has no customer base to count, so the
 * number is made up: a level on the price paths' anchor day and a yearly growth, both drawn
 * from the seed and the id, with two slow waves on top so the line is not a plain curve. A
 * function of the day alone (no draw per day), so decades of points cost next to nothing.
 */

/** Fewest and most holders on the anchor day. */
const HOLDERS_AT_ANCHOR = { min: 400, max: 60_000 } as const;
/** Slowest and fastest yearly growth of the number of holders, as a fraction. */
const YEARLY_GROWTH = { min: 0.03, max: 0.15 } as const;
/** The waves on the growth curve: their lengths in days and heights as a fraction. */
const WAVES = [
  { days: 23, height: 0.004 },
  { days: 190, height: 0.02 },
] as const;
const DAYS_PER_YEAR = 365.25;
const ANCHOR = dayNumberOf(ANCHOR_DAY);

/** The number of holders of one instrument by local trading day. */
function holdersByDay(seed: number, instrumentId: string): (dayNumber: number) => number {
  const random = seededRandom(derivedSeed(seed, `owners:${instrumentId}`));
  const atAnchor = random.int(HOLDERS_AT_ANCHOR.min, HOLDERS_AT_ANCHOR.max);
  const growth = YEARLY_GROWTH.min + (YEARLY_GROWTH.max - YEARLY_GROWTH.min) * random.next();
  const phases = WAVES.map(() => 2 * Math.PI * random.next());
  return (dayNumber) => {
    const trend = atAnchor * Math.exp((growth * (dayNumber - ANCHOR)) / DAYS_PER_YEAR);
    const waves = WAVES.reduce(
      (sum, wave, i) =>
        sum + wave.height * Math.sin((2 * Math.PI * dayNumber) / wave.days + (phases[i] ?? 0)),
      0,
    );
    return Math.round(trend * (1 + waves));
  };
}

/**
 * The owners at the points of a series (their `timeStamp`s, oldest first): one per point, but
 * at most one a day, at the day's first point, as holdings are counted once a day.
 */
export function ownersSeries(
  seed: number,
  instrumentId: string,
  pointTimes: readonly number[],
): OwnersPoint[] {
  const holdersOn = holdersByDay(seed, instrumentId);
  const owners: OwnersPoint[] = [];
  let lastDay: number | null = null;
  for (const time of pointTimes) {
    // A point's UTC date is its session's local date (see markets.ts).
    const day = Math.floor(time / DAY_MS);
    if (day === lastDay) continue;
    owners.push({ timestamp: time, value: holdersOn(day) });
    lastDay = day;
  }
  return owners;
}
