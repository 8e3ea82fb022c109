/**
 * The benches' random numbers: the Park–Miller generator (multiplier 16807, modulus 2³¹ − 1),
 * so that every run of every bench draws the same series from the same seed.
 */
export function parkMiller(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
