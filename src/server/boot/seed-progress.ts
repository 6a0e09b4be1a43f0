/**
 * What a first start says while it seeds: each phase when it starts and every quarter of the long ones
 * (a few lines, not a progress bar: the output may be a log file).
 * @example seedProgress(console.log)({ phase: 'pictures', done: 150, total: 600 }) // "  pictures: 25 % (150 of 600)"
 */
import type { SeedProgress } from '../seed/seed-database.ts';

export function seedProgress(say: (line: string) => void): (progress: SeedProgress) => void {
  const said = new Map<string, number>();
  return ({ phase, done, total }) => {
    if (total <= 0) return;
    const quarter = Math.floor((done / total) * 4);
    if ((said.get(phase) ?? -1) >= quarter) return;
    said.set(phase, quarter);
    say(`  ${phase}: ${quarter * 25} % (${done.toLocaleString('en')} of ${total.toLocaleString('en')})`);
  };
}
