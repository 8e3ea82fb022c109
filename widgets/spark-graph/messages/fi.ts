import type { sparkGraphEn } from './en';

/** The texts of `<spark-graph>` in Finnish; same keys and placeholders as `./en`. */
export const sparkGraphFi: Readonly<Record<keyof typeof sparkGraphEn, string>> = {
  'sparkGraph.summary': 'Arvosta {first} arvoon {last}',
  'sparkGraph.summaryUp': 'Arvosta {first} arvoon {last}: nousua {change}',
  'sparkGraph.summaryDown': 'Arvosta {first} arvoon {last}: laskua {change}',
  'sparkGraph.summaryUnchanged': 'Arvosta {first} arvoon {last}: ennallaan',
  'sparkGraph.summaryAgainstClose': '{summary}, verrattuna päätöskurssiin {close}',
};
