/**
 * Transactions on a reserved connection. postgres.js 3.4.9's `sql.begin` can write BEGIN without
 * reserving its connection when the connection's pipeline or socket buffer is full (porsager/postgres
 * #823, #1189; unfixed in any release): the call fails with UNSAFE_TRANSACTION while PostgreSQL keeps
 * the transaction open, and the connection goes back to the pool with other requests' queries running
 * inside it. Two CI load runs answered importers' writes with 500 this way. `sql.reserve()` takes an
 * idle connection for itself before anything is sent, so BEGIN, the work and COMMIT run on a connection
 * nobody else uses. Drizzle runs each transaction through `client.begin(fn)`; nested transactions
 * (savepoints) are not used here and are not offered.
 */
import type { ReservedSql, Sql } from 'postgres';

type Begin = (
  optionsOrFn: string | ((sql: ReservedSql) => unknown),
  fn?: (sql: ReservedSql) => unknown,
) => Promise<unknown>;

export function withReservedBegin<C extends Sql>(client: C): C {
  const begin: Begin = async (optionsOrFn, maybeFn) => {
    const [options, fn] = typeof optionsOrFn === 'function' ? ['', optionsOrFn] : [optionsOrFn, maybeFn];
    if (!fn) throw new Error('begin needs a function');
    const reserved = await client.reserve();
    try {
      await reserved.unsafe(`begin ${options.replace(/[^a-z ]/gi, '')}`);
      let result: unknown;
      try {
        result = await fn(reserved);
      } catch (error) {
        await reserved.unsafe('rollback').catch(() => {});
        throw error;
      }
      await reserved.unsafe('commit');
      return result;
    } finally {
      reserved.release();
    }
  };
  return new Proxy(client, {
    get: (target, key, receiver) => (key === 'begin' ? begin : Reflect.get(target, key, receiver)),
  });
}
