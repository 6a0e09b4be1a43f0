/** seed-progress.ts: a first start says each seeding phase and every quarter of it, once. */
import { describe, expect, it } from 'vitest';
import { seedProgress } from '../../../../src/server/boot/seed-progress.ts';

describe('seedProgress', () => {
  it('says each phase at its start and at every quarter, never twice', () => {
    const lines: string[] = [];
    const report = seedProgress((line) => lines.push(line));
    for (let done = 0; done <= 600; done += 50) report({ phase: 'pictures', done, total: 600 });
    report({ phase: 'cars', done: 0, total: 1000 });
    report({ phase: 'cars', done: 1000, total: 1000 });
    expect(lines).toEqual([
      '  pictures: 0 % (0 of 600)',
      '  pictures: 25 % (150 of 600)',
      '  pictures: 50 % (300 of 600)',
      '  pictures: 75 % (450 of 600)',
      '  pictures: 100 % (600 of 600)',
      '  cars: 0 % (0 of 1,000)',
      '  cars: 100 % (1,000 of 1,000)',
    ]);
  });
});
