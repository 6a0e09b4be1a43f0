/**
 * Limits on the HTTP server itself, before any handler runs: a request must send its headers within
 * HEADERS_TIMEOUT_MS and its whole body within REQUEST_TIMEOUT_MS (a slow body or slow headers no longer
 * hold a connection for minutes), and one address may keep at most MAX_CONNECTIONS_PER_IP connections
 * open (off behind a trusted proxy, where every connection comes from the proxy: cap it there).
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { ipKey } from './client-ip.ts';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
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
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
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
