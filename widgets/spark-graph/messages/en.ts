/** The texts of `<spark-graph>` in English, the source of their key set. */
export const sparkGraphEn = {
  'sparkGraph.summary': 'From {first} to {last}',
  'sparkGraph.summaryUp': 'From {first} to {last}: up {change}',
  'sparkGraph.summaryDown': 'From {first} to {last}: down {change}',
  'sparkGraph.summaryUnchanged': 'From {first} to {last}: unchanged',
  'sparkGraph.summaryAgainstClose': '{summary}, compared with the close of {close}',
} as const;
