export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s.at(-1) ?? NaN };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

export function table(rows: Array<Record<string, string | number>>): void {
  console.table(rows);
}
