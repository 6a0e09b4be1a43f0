/**
 * An S3-compatible server for the tests (s3rver, from npm) on a free loopback port, with one bucket, and
 * the credentials it accepts set for the AWS SDK (restored by close()).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { vi } from 'vitest';

export interface S3Server {
  server: S3rver;
  /** http://127.0.0.1:<port>, for PUBLISH_S3_ENDPOINT. */
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<S3Server> {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    server,
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      vi.unstubAllEnvs();
    },
  };
}
