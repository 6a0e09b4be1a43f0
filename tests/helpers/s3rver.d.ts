/** The parts of s3rver (an S3-compatible server for the tests; it ships no types) the tests use. */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  /** One S3 notification, as s3rver emits on 'event' after each write. */
  export interface S3rverEvent {
    Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
