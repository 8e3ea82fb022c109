/** The statistics and number formats the benches print. */

/** The middle value (the upper middle of an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/** The best run: the one least slowed by whatever else the machine was doing. */
export const best = (values: readonly number[]): number => Math.min(...values);
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const times = (value: number) => `${value.toFixed(2)}×`;
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
export const count = (value: number) => value.toLocaleString('en-GB');
