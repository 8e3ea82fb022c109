import type { sparkGraphEn } from './en';

/** The texts of `<spark-graph>` in Danish; same keys and placeholders as `./en`. */
export const sparkGraphDa: Readonly<Record<keyof typeof sparkGraphEn, string>> = {
  'sparkGraph.summary': 'Fra {first} til {last}',
  'sparkGraph.summaryUp': 'Fra {first} til {last}: op {change}',
  'sparkGraph.summaryDown': 'Fra {first} til {last}: ned {change}',
  'sparkGraph.summaryUnchanged': 'Fra {first} til {last}: uændret',
  'sparkGraph.summaryAgainstClose': '{summary}, sammenlignet med lukkekursen {close}',
};
