/**
 * Limits on the HTTP server itself, before any handler runs: a request must send its headers within
 * HEADERS_TIMEOUT_MS and its whole body within REQUEST_TIMEOUT_MS (a slow body or slow headers no longer
 * hold a connection for minutes), an idle kept-alive connection closes after KEEP_ALIVE_TIMEOUT_MS, and one address may keep at most MAX_CONNECTIONS_PER_IP connections
 * open (off behind a trusted proxy, where every connection comes from the proxy: cap it there).
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { ipKey } from './client-ip.ts';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerIp: number;
}

/**
 * Options for http.createServer: the timeouts, checked every second (Node checks every 30 s by default,
 * so a 10 s timeout could hold a connection for 40).
 */
export function serverOptionsOf(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
}

/**
 * The idle keep-alive time (env.ts, KEEP_ALIVE_TIMEOUT_MS): as set, else 65 s behind a proxy (longer than a
 * load balancer's idle timeout), 5 s (Node's default) for clients that connect directly.
 * @example keepAliveMsOf({ TRUST_PROXY: true }) // 65000
 */
export function keepAliveMsOf(env: { TRUST_PROXY: boolean; KEEP_ALIVE_TIMEOUT_MS?: number | undefined }): number {
  return env.KEEP_ALIVE_TIMEOUT_MS ?? (env.TRUST_PROXY ? 65_000 : 5_000);
}

/** Caps the open connections per address of a Node HTTP server (see serverOptionsOf for the timeouts). */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnectionsPerIp <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = ipKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
