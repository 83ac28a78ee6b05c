// How the benches print latencies: a percentile of the samples (0 when there are none) and ms.

/** The `p`th percentile of `xs` (nearest rank), 0 for no samples. */
export const pct = (xs: number[], p: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

export const ms = (x: number): string => `${x.toFixed(1)} ms`;
