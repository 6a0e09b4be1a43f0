/**
 * CPU time used by the processes of a bench run, read from /proc (Linux): the server under bench,
 * PostgreSQL's processes (all of them: the bench's backends do the work, the rest idle), and this
 * process, the load generator. Divided by the requests served, it tells what one call costs the
 * machine, which the 2 cores bound whatever the latency.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface CpuSample {
  server: number;
  postgres: number;
  loader: number;
  /** PostgreSQL's CPU ms per process id, so a process that ends between two samples takes nothing away. */
  postgresByPid?: Record<string, number>;
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * utime + stime in ms of a process (`pid`) or of one of its threads (`pid/task/tid`), and its command
 * name; null when it is gone.
 */
export function processCpu(pid: string): { comm: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU ms used so far (the server's summed over its processes), or null where /proc is not there. */
export function cpuSample(serverPid: number | number[]): CpuSample | null {
  if (!existsSync('/proc/self/stat')) return null;
  let postgres = 0;
  const postgresByPid: Record<string, number> = {};
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const p = processCpu(pid);
    if (p?.comm.startsWith('postgres')) {
      postgres += p.ms;
      postgresByPid[pid] = p.ms;
    }
  }
  return {
    server: [serverPid].flat().reduce((sum, pid) => sum + (processCpu(String(pid))?.ms ?? 0), 0),
    postgres,
    loader: processCpu(String(process.pid))?.ms ?? 0,
    postgresByPid,
  };
}

/**
 * PostgreSQL's CPU ms between two samples, process by process: one that started meanwhile counts whole,
 * one that ended (an autovacuum worker, a closed backend) counts nothing, where the difference of the
 * two sums went negative by its whole life's CPU.
 */
export function postgresBetween(before: CpuSample, after: CpuSample): number {
  if (!before.postgresByPid || !after.postgresByPid) return after.postgres - before.postgres;
  let ms = 0;
  for (const [pid, used] of Object.entries(after.postgresByPid)) ms += used - (before.postgresByPid[pid] ?? 0);
  return ms;
}

/** CPU ms per request between two samples. */
export function cpuPerRequest(before: CpuSample | null, after: CpuSample | null, requests: number): CpuSample | null {
  if (!before || !after || requests <= 0) return null;
  return {
    server: (after.server - before.server) / requests,
    postgres: postgresBetween(before, after) / requests,
    loader: (after.loader - before.loader) / requests,
  };
}
