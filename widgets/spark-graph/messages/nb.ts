import type { sparkGraphEn } from './en';

/** The texts of `<spark-graph>` in Norwegian; same keys and placeholders as `./en`. */
export const sparkGraphNb: Readonly<Record<keyof typeof sparkGraphEn, string>> = {
  'sparkGraph.summary': 'Fra {first} til {last}',
  'sparkGraph.summaryUp': 'Fra {first} til {last}: opp {change}',
  'sparkGraph.summaryDown': 'Fra {first} til {last}: ned {change}',
  'sparkGraph.summaryUnchanged': 'Fra {first} til {last}: uendret',
  'sparkGraph.summaryAgainstClose': '{summary}, sammenlignet med sluttkursen {close}',
};
