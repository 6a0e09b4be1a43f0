/**
 * How first pages scale with the catalogue: the smallest and the largest catalogue served by two
 * servers up at once, each first-page call measured on one then the other, for a few rounds. Measured
 * one size after the other, a drift of the machine's speed between them (the ceiling moved 22 % within
 * one run here) reads as growth; alternated, it falls on both. Compared on mean latency: at 5–10 ms,
 * autocannon's whole-millisecond percentiles would move a ratio by 10–20 % on rounding alone.
 */
import { scenarios, type Scenario } from './api-scenarios.ts';
import { measure, prepareDatabase, withServer } from './api-server.ts';
import { median, table } from './report.ts';

const ROUNDS = 2;

export interface ScalingRow {
  scenario: string;
  /** Mean latency (ms), median over the rounds, on the small and the large catalogue. */
  small: number;
  large: number;
}

export async function compareSizes(
  db: 'postgres' | 'pglite',
  sizes: { small: number; large: number },
  run: { seconds: number; connections: number; wanted: (s: Scenario) => boolean },
): Promise<ScalingRow[]> {
  const envSmall = await prepareDatabase(db, sizes.small);
  const envLarge = await prepareDatabase(db, sizes.large);
  const calls = scenarios(sizes.large).filter((s) => s.firstPage && run.wanted(s));
  return withServer(envSmall, (originSmall, pidSmall) =>
    withServer(envLarge, async (originLarge, pidLarge) => {
      const rows: ScalingRow[] = [];
      for (const s of calls) {
        const small: number[] = [];
        const large: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          small.push((await measure(originSmall, pidSmall, s, run.seconds, run.connections)).mean);
          large.push((await measure(originLarge, pidLarge, s, run.seconds, run.connections)).mean);
        }
        const row = { scenario: s.name, small: median(small), large: median(large) };
        console.log(`${db} alternated ${s.name}: ${row.small.toFixed(2)} → ${row.large.toFixed(2)} ms`);
        rows.push(row);
      }
      return rows;
    }),
  );
}

/** The comparison as Markdown: the median ratio against the goal, and each call's. */
export function renderScaling(rows: ScalingRow[], labels: { small: string; large: string }): string[] {
  if (!rows.length) return [];
  const ratios = rows.map((r) => ({ ...r, ratio: r.large / r.small })).sort((a, b) => a.ratio - b.ratio);
  const med = median(ratios.map((r) => r.ratio));
  const over = ratios.filter((r) => r.ratio > 1.5).map((r) => `${r.scenario} ${r.ratio.toFixed(1)} ×`);
  return [
    '',
    `First pages, ${labels.large} against ${labels.small} cars, measured alternately (${ROUNDS} rounds, two servers up at once; ` +
      `mean latency): median ratio ${med.toFixed(2)} × (goal ≤ 1.5 ×); ` +
      (over.length ? `above 1.5 ×: ${over.join(', ')}.` : 'every call within 1.5 ×.'),
    '',
    table(
      ['first page', `${labels.small} cars: mean ms`, `${labels.large} cars: mean ms`, 'ratio'],
      rows.map((r) => [r.scenario, r.small.toFixed(2), r.large.toFixed(2), `${(r.large / r.small).toFixed(2)} ×`]),
    ),
  ];
}
