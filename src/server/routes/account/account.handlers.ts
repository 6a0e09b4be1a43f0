/** Handlers of the account calls. */
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EditProfileBody } from './account.schemas.ts';
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import { ROLE, users } from '../../db/schema.ts';
import { readOneUpload, saveOtherPhoto } from '../../media/photo-upload.ts';
import { refuse } from '../../refusal.ts';
import { syncImporterProfile } from '../../dealers/importer-profile.ts';
import { enforceLimits } from '../../security/guard.ts';
import { findUserById, toUserDetail, type UserRow } from '../../users/user-queries.ts';
import type { editDealerProfile, getUserDetail, uploadPhoto } from './account.routes.ts';

export async function getUserDetailHandler(c: RouteContext<typeof getUserDetail>) {
  const caller = c.get('user');
  const user = caller && (await findUserById(c.get('deps').db, caller.id));
  if (!user) refuse(401, 'unauthorized');
  return ok(c, [toUserDetail(user)]);
}

/** true for the spec's isActive 1 (or true), false for 0, null when absent. */
function activeFlag(value: EditProfileBody['isActive']): boolean | null {
  if (value === null || value === undefined) return null;
  return value === true || value === 1 || value === '1';
}

export async function editDealerProfileHandler(c: RouteContext<typeof editDealerProfile>) {
  const body = c.req.valid('json');
  const caller = c.get('user');
  if (!caller) refuse(401, 'unauthorized');
  const targetId = body.userId ?? caller.id;
  if (targetId !== caller.id && caller.role !== ROLE.admin) refuse(403, 'ownProfileOnly');
  const { db, mediaStorage } = c.get('deps');
  const target = await findUserById(db, targetId);
  if (!target) refuse(404, 'userNotFound');
  const changes: PgUpdateSetSource<typeof users> = {};
  if (body.displayName) changes.displayName = body.displayName;
  if (body.emailId !== undefined) changes.email = body.emailId;
  if (body.address !== undefined) changes.address = body.address;
  if (body.profilePhoto) {
    if (!(await mediaStorage.exists(`other/thumb/${body.profilePhoto}`))) {
      refuse(400, 'noSuchPhoto');
    }
    changes.profilePhoto = body.profilePhoto;
  }
  const active = activeFlag(body.isActive);
  if (active !== null && active !== target.isActive) {
    changes.isActive = active;
    // Closing an account ends its sessions for good, even if it is reopened later.
    if (!active) changes.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  let saved: UserRow = target;
  if (Object.keys(changes).length) {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, target.id))
        .returning();
      if (target.role === ROLE.dealer) await syncImporterProfile(tx, target.id, changes);
      return updated;
    });
    if (row) saved = row;
  }
  return ok(c, toUserDetail(saved), said(c, 'profileUpdated'));
}

export async function uploadPhotoHandler(c: RouteContext<typeof uploadPhoto>) {
  const caller = c.get('user');
  if (!caller) refuse(401, 'unauthorized');
  await enforceLimits(c, [['uploadUser', String(caller.id)]]);
  const bytes = await readOneUpload(c.req);
  const { mediaStorage } = c.get('deps');
  const filename = await saveOtherPhoto(bytes, mediaStorage);
  return ok(c, { filename, displaypath: mediaStorage.urlOf(`other/thumb/${filename}`) }, said(c, 'photoUploaded'));
}
