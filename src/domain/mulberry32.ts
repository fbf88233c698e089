// mulberry32: a tiny, fast generator with a 32-bit state, uniform in [0, 1). The one seeded generator of the project
// (demo platform data, the tools' composer, property tests): same seed, same stream, on every machine. Not for
// anything secret.
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
