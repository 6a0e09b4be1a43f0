/**
 * The HTTP server's own limits (issue 20): a body that trickles in is cut at REQUEST_TIMEOUT_MS, headers
 * that trickle in at HEADERS_TIMEOUT_MS, an idle kept-alive connection stays open KEEP_ALIVE_TIMEOUT_MS (not
 * cut by the shorter headers timeout, not Node's 5 s), and one address cannot hold more than MAX_CONNECTIONS_PER_IP
 * connections open, its idle kept-alive ones giving way to new ones.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    REQUEST_TIMEOUT_MS: '1500',
    HEADERS_TIMEOUT_MS: '1000',
    KEEP_ALIVE_TIMEOUT_MS: '2500',
    MAX_CONNECTIONS_PER_IP: '5',
  });
});
afterAll(() => t?.close());

const port = () => Number(new URL(t.url).port);

/** Opens a raw connection; resolves once connected. */
function open(): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port(), '127.0.0.1', () => done(socket));
    socket.once('error', fail);
  });
}

/** Milliseconds until the server ends the connection (or `limit` passes: then -1). */
function closedAfter(socket: Socket, limit: number): Promise<number> {
  const started = Date.now();
  return new Promise((done) => {
    const timer = setTimeout(() => done(-1), limit);
    socket.once('close', () => {
      clearTimeout(timer);
      done(Date.now() - started);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
  });
}

describe('connection limits', () => {
  it('cuts a request whose body trickles in, at the request timeout', async () => {
    const socket = await open();
    socket.write(
      'POST /api/customer/V2/getAllCar HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const ms = await closedAfter(socket, 10_000);
    clearInterval(trickle);
    socket.destroy();
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(8_000);
  });

  it('cuts headers that trickle in, at the headers timeout', async () => {
    const socket = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200);
    const ms = await closedAfter(socket, 10_000);
    clearInterval(trickle);
    socket.destroy();
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(8_000);
  });

  it('keeps an idle connection after an answer for the keep-alive time, then closes it', async () => {
    const socket = await open();
    const answered = new Promise<string>((done) => socket.once('data', (chunk: Buffer) => done(chunk.toString())));
    const closed = closedAfter(socket, 10_000);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    const ms = await closed;
    socket.destroy();
    // 2.5 s plus Node's 1 s buffer; Node's default would be 6 s, the headers timeout 1 s.
    expect(ms).toBeGreaterThan(2_000);
    expect(ms).toBeLessThan(5_000);
  });

  it('refuses an address its sixth open connection, and serves it again once one closes', async () => {
    const held = await Promise.all([open(), open(), open(), open(), open()]);
    const sixth = await open();
    expect(await closedAfter(sixth, 3_000)).toBeGreaterThanOrEqual(0);
    held[0]?.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it("over the cap, a new connection takes the place of the address's idle kept-alive one (phones behind one NAT)", async () => {
    // one connection answered and kept alive (a browser's idle socket), four that have sent nothing yet
    const answeredOnce = await open();
    const answered = new Promise<string>((done) =>
      answeredOnce.once('data', (chunk: Buffer) => done(chunk.toString())),
    );
    answeredOnce.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    const waiting = await Promise.all([open(), open(), open(), open()]);
    // (each would be cut by the 1 s headers timeout: everything below happens well within it)
    let waitingClosed = 0;
    for (const socket of waiting) socket.once('close', () => waitingClosed++);
    // the sixth is served: the idle one is closed for it at once (not at its keep-alive time, 2.5 s)
    const idleClosed = closedAfter(answeredOnce, 1_000);
    const sixth = await open();
    const reply = new Promise<string>((done) => {
      sixth.once('data', (chunk: Buffer) => done(chunk.toString()));
      sixth.once('close', () => done('closed without an answer'));
      setTimeout(() => done('no answer within 2 s'), 2_000);
    });
    sixth.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await reply).toMatch(/^HTTP\/1\.1 200/);
    expect(await idleClosed).toBeGreaterThanOrEqual(0);
    // the four that may still send a request are kept
    expect(waitingClosed).toBe(0);
    for (const socket of [...waiting, sixth]) socket.destroy();
  });
});
