// One seeded pseudo-random generator for tests and benchmarks: the same seed gives the same sequence,
// so a failing randomised run can be replayed and a benchmark indexes the same text every time.

/** Deterministic PRNG (mulberry32): numbers in [0, 1) from a 32-bit seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
