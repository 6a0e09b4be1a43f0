/**
 * Runs a write again when PostgreSQL chose it as a deadlock's victim (40P01) or could not serialise it
 * (40001). Writes to cars update the car_counts / car_totals tallies in triggers; two writes moving
 * cars between the same tallies in opposite directions (a price from band A to B and another from B to
 * A) can wait on each other, and PostgreSQL then aborts one. The aborted transaction changed nothing,
 * so running it again is safe.
 */
const RETRIED = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRIED.has(code)) return code;
  }
  return undefined;
}

export async function retryOnDeadlock<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !sqlState(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
