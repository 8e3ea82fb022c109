import { INSTRUMENTS } from '../data/instruments';
import { LIST_COVER_PATH, LOGO_PATH } from '../images';
import { fieldError, json, type Route } from '../router';
import { derivedSeed, seededRandom } from '../seeded-random';

/** The curated lists the sandbox offers; views, badges and holdings follow from the seed. */
const LISTS = [
  { slug: 'nordic-tech-leaders', displayName: 'Nordic tech leaders', hue: 215 },
  { slug: 'dividend-kings', displayName: 'Dividend kings', hue: 145 },
  { slug: 'green-transition', displayName: 'The green transition', hue: 110 },
  { slug: 'index-funds-for-beginners', displayName: 'Index funds for beginners', hue: 265 },
  { slug: 'healthcare-innovators', displayName: 'Healthcare innovators', hue: 350 },
  { slug: null, displayName: 'Small caps to watch', hue: 30 },
  { slug: 'global-etfs', displayName: 'Global ETFs', hue: 190 },
  { slug: 'robots-and-ai', displayName: 'Robots & AI', hue: 290 },
] as const;

/** Badge sets the lists cycle through, including an unknown one a client must ignore. */
const BADGE_SETS = [['NEW'], ['TRENDING'], ['TRENDING', 'NEW'], [], ['HOT'], ['TRENDING']] as const;

export interface CuratedList {
  id: number;
  slug: string | null;
  displayName: string;
  image: { url: string };
  views: number;
  badges: string[];
  instrumentPreviews: { logoUrl: string }[];
  instrumentCount: number;
}

export function curatedLists(seed: number): CuratedList[] {
  const random = seededRandom(derivedSeed(seed, 'curated-lists'));
  return LISTS.map((list, index) => {
    const holdings = random.int(3, 24);
    const start = random.int(0, INSTRUMENTS.length - 1);
    const previews = Array.from({ length: Math.min(holdings, 6) }, (_, i) => {
      const instrument = INSTRUMENTS[(start + i) % INSTRUMENTS.length];
      return { logoUrl: `${LOGO_PATH}${instrument?.instrumentId}.svg` };
    });
    // Views spread over several magnitudes so the K rule is visible (some below 1000).
    const views = index % 4 === 3 ? random.int(40, 999) : random.int(1001, 10 ** random.int(4, 6));
    return {
      id: 1001 + index,
      slug: list.slug,
      displayName: list.displayName,
      image: { url: `${LIST_COVER_PATH}${1001 + index}.svg` },
      views,
      badges: [...(BADGE_SETS[index % BADGE_SETS.length] ?? [])],
      instrumentPreviews: previews,
      instrumentCount: holdings,
    };
  });
}

/** Cover titles by list id, for the image routes. */
export function curatedListCovers(seed: number): Map<string, { title: string; hue: number }> {
  return new Map(
    curatedLists(seed).map((list, i) => [
      String(list.id),
      { title: list.displayName, hue: LISTS[i]?.hue ?? 0 },
    ]),
  );
}

/** /inspiration/v1/curated-lists: the list of previews, and one preview by id or slug. */
export function inspirationRoutes(seed: number): Route[] {
  const lists = curatedLists(seed);
  return [
    {
      method: 'GET',
      pattern: '/inspiration/v1/curated-lists',
      handler: () => json(200, { curatedLists: lists }),
    },
    {
      method: 'GET',
      pattern: '/inspiration/v1/curated-lists/:id',
      handler: ({ params }) => {
        const list = lists.find((l) => String(l.id) === params.id || l.slug === params.id);
        return list
          ? json(200, list)
          : fieldError(404, 'CURATED_LIST_NOT_FOUND', 'No such curated list');
      },
    },
  ];
}
