/**
 * Where a page's main-thread time goes, from one Lighthouse result: the work by kind
 * (mainthread-work-breakdown), by script (bootup-time) and the long tasks grouped by the script
 * they are attributed to (long-tasks). Printed by `bench:web -- --trace`.
 */
export interface Lhr {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; errorMessage?: string; details?: unknown } | undefined>;
}

interface Items<T> {
  items?: T[];
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

export function breakdownOf(lhr: Lhr): string {
  const items = <T>(id: string) => ((lhr.audits[id]?.details as Items<T> | undefined)?.items ?? []) as T[];
  const kinds = items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown');
  const scripts = items<{ url: string; total: number; scripting: number; scriptParseCompile: number }>('bootup-time');
  const tasks = items<{ url: string; duration: number; startTime: number }>('long-tasks');
  const byUrl = new Map<string, number[]>();
  for (const task of tasks) byUrl.set(task.url, [...(byUrl.get(task.url) ?? []), task.duration]);
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  return [
    `  main thread ${ms(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN)}: ` +
      kinds.map((k) => `${k.groupLabel} ${ms(k.duration)}`).join(', '),
    '  by script (total / scripting / parse+compile):',
    ...scripts.map((s) => `    ${short(s.url)}: ${ms(s.total)} / ${ms(s.scripting)} / ${ms(s.scriptParseCompile)}`),
    `  long tasks (${tasks.length}):`,
    ...[...byUrl].map(
      ([url, durations]) =>
        `    ${short(url)}: ${durations.length} × (${durations.map((d) => d.toFixed(0)).join(', ')} ms)`,
    ),
  ].join('\n');
}
