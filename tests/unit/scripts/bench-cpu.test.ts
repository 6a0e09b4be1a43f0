/** scripts/bench/cpu.ts: PostgreSQL CPU per call, process by process. */
import { describe, expect, it } from 'vitest';
import { cpuPerRequest, postgresBetween, type CpuSample } from '../../../scripts/bench/cpu.ts';

const sample = (postgresByPid: Record<string, number>): CpuSample => ({
  server: 0,
  loader: 0,
  postgres: Object.values(postgresByPid).reduce((a, b) => a + b, 0),
  postgresByPid,
});

describe("the bench's PostgreSQL CPU between two samples", () => {
  it('counts what each process used meanwhile', () => {
    expect(postgresBetween(sample({ 10: 100, 11: 50 }), sample({ 10: 130, 11: 60 }))).toBe(40);
  });

  it('counts a process that started meanwhile whole, and one that ended as nothing (never negative)', () => {
    // pid 12 (an autovacuum worker, say) used 5,000 ms and ended; pid 13 started and used 20.
    const before = sample({ 10: 100, 12: 5000 });
    const after = sample({ 10: 110, 13: 20 });
    expect(postgresBetween(before, after)).toBe(30);
    expect(cpuPerRequest(before, after, 10)?.postgres).toBe(3);
  });
});
