/**
 * Limits on the HTTP server itself, before any handler runs: a request must send its headers within
 * HEADERS_TIMEOUT_MS and its whole body within REQUEST_TIMEOUT_MS (a slow body or slow headers no longer
 * hold a connection for minutes), an idle kept-alive connection closes after KEEP_ALIVE_TIMEOUT_MS, and one
 * address may keep at most MAX_CONNECTIONS_PER_IP connections open, its idle ones giving way to new ones (off
 * behind a trusted proxy, where every connection comes from the proxy: cap it there).
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
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

/**
 * Caps the open connections per address of a Node HTTP server (see serverOptionsOf for the timeouts). A
 * connection over the cap first takes the place of one of that address's idle kept-alive connections (one
 * that has been answered and waits for a next request), which is closed: many phones share one address
 * behind a carrier's NAT, and each browser keeps several idle connections for KEEP_ALIVE_TIMEOUT_MS. Only
 * when none of them is idle (each is sending a request, being answered, or has sent nothing yet) is the
 * new connection refused. A browser whose idle connection is closed opens another for its next request.
 */
export function guardConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnectionsPerIp <= 0) return;
  const open = new Map<string, Set<Socket>>();
  const idle = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    const key = ipKey(socket.remoteAddress ?? 'unknown');
    let sockets = open.get(key);
    if (!sockets) open.set(key, (sockets = new Set()));
    if (sockets.size >= limits.maxConnectionsPerIp) {
      const spare = [...sockets].find((s) => idle.has(s));
      if (!spare) {
        socket.destroy();
        return;
      }
      sockets.delete(spare);
      spare.destroy();
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && open.get(key) === sockets) open.delete(key);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    res.once('finish', () => idle.add(socket));
  });
}
