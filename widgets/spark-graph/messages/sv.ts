import type { sparkGraphEn } from './en';

/** The texts of `<spark-graph>` in Swedish; same keys and placeholders as `./en`. */
export const sparkGraphSv: Readonly<Record<keyof typeof sparkGraphEn, string>> = {
  'sparkGraph.summary': 'Från {first} till {last}',
  'sparkGraph.summaryUp': 'Från {first} till {last}: upp {change}',
  'sparkGraph.summaryDown': 'Från {first} till {last}: ned {change}',
  'sparkGraph.summaryUnchanged': 'Från {first} till {last}: oförändrad',
  'sparkGraph.summaryAgainstClose': '{summary}, jämfört med stängningskursen {close}',
};
