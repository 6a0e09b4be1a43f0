import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/**
 * `write` (an UPDATE of cars) made with car_list_version's update trigger off (drizzle/0019, 0020), so
 * the number does not move: what is kept under it (a count, a far page's place) cannot see the write.
 * A test that then still gets the old answer proves the kept one answered. The trigger is on again after.
 */
export async function unseenWrite(db: Db, write: SQL) {
  await db.execute(sql`alter table cars disable trigger car_list_version_on_update`);
  try {
    await db.execute(write);
  } finally {
    await db.execute(sql`alter table cars enable trigger car_list_version_on_update`);
  }
}
