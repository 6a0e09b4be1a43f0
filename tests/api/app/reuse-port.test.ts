/**
 * Several server processes on one port (issue 25, the API bench's `--processes N`): startServer's
 * `reusePort` listens with SO_REUSEPORT (Linux), so a second server binds the port the first holds and
 * the kernel spreads the connections between them. Without it the port stays the first one's.
 * Production boot does not set it.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const LIST = '/api/customer/V2/getAllCar';
const body = { take: 3, skip: 0, VehicalId: 0, sortString: '0', filterString: '' };

let testDb: TestDatabase;
const servers: TestServer[] = [];
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await testDb?.drop();
});

describe.runIf(process.platform === 'linux')('reusePort', () => {
  it('two servers listen on one port and both answer the same answer', async () => {
    const first = await startTestServer({}, { testDb, reusePort: true });
    servers.push(first);
    const port = new URL(first.url).port;
    const second = await startTestServer({ PORT: port }, { testDb, reusePort: true });
    servers.push(second);
    expect(second.url).toBe(first.url);
    // fresh connections: the kernel hands each to one of the two listeners
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${first.url}${LIST}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify(body),
        }).then(async (r) => [r.status, await r.text()] as const),
      ),
    );
    expect(new Set(answers.map(([status]) => status))).toEqual(new Set([200]));
    expect(new Set(answers.map(([, text]) => text)).size).toBe(1);
  });

  it('without reusePort, the port stays the server’s: another listener is refused', async () => {
    const first = await startTestServer({}, { testDb });
    servers.push(first);
    const other = createServer();
    const refused = await new Promise<string>((resolve) => {
      other.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? ''));
      other.listen({ port: Number(new URL(first.url).port), host: '127.0.0.1', reusePort: true }, () => resolve(''));
    });
    other.close();
    expect(refused).toBe('EADDRINUSE');
  });
});
