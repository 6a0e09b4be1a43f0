/**
 * Build-time reads from a running API (API_ORIGIN: the start script builds while the server is up),
 * through the same typed calls as the islands, without a token. Null when API_ORIGIN is unset or the
 * API cannot be reached: the page then shows its fallback and the browser fetches the data.
 */
import type { CallOptions } from './client.ts';

const TIMEOUT_MS = 10_000;

/**
 * Runs `read` against API_ORIGIN; null (and a warning naming `what`) when it fails.
 * @example const cars = await atBuildTime('first cars', (options) => getAllCar({ take: 10, skip: 0 }, options));
 */
export async function atBuildTime<T>(what: string, read: (options: CallOptions) => Promise<T>): Promise<T | null> {
  const origin = process.env.API_ORIGIN?.trim().replace(/\/+$/, '');
  if (!origin) return null;
  try {
    return await read({ baseUrl: origin, token: null, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    console.warn(`[build] ${what}: ${(error as Error).message}`);
    return null;
  }
}
