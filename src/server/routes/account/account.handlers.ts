/** Handlers of the account calls. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EditProfileBody } from './account.schemas.ts';
import type { RouteContext } from '../../app/types.ts';
import { fail, ok } from '../../app/envelope.ts';
import { ROLE, users } from '../../db/schema.ts';
import { mediaDirOf } from '../../media/media-dir.ts';
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES, saveOtherPhoto } from '../../media/photo-upload.ts';
import { enforceLimits } from '../../security/guard.ts';
import { ACCOUNT_MESSAGES } from '../../users/messages.ts';
import { findUserById, toUserDetail, type UserRow } from '../../users/user-queries.ts';
import type { editDealerProfile, getUserDetail, uploadPhoto } from './account.routes.ts';

const UNAUTHORIZED = ACCOUNT_MESSAGES.unauthorized;

export async function getUserDetailHandler(c: RouteContext<typeof getUserDetail>) {
  const caller = c.get('user');
  const user = caller && (await findUserById(c.get('deps').db, caller.id));
  if (!user) return fail(c, 401, UNAUTHORIZED);
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
  if (!caller) return fail(c, 401, UNAUTHORIZED);
  const targetId = body.userId ?? caller.id;
  if (targetId !== caller.id && caller.role !== ROLE.admin) return fail(c, 403, 'You can only edit your own profile.');
  const { db, env } = c.get('deps');
  const target = await findUserById(db, targetId);
  if (!target) return fail(c, 404, 'User not found');
  const changes: PgUpdateSetSource<typeof users> = {};
  if (body.displayName) changes.displayName = body.displayName;
  if (body.emailId !== undefined) changes.email = body.emailId;
  if (body.address !== undefined) changes.address = body.address;
  if (body.profilePhoto) {
    if (!existsSync(join(mediaDirOf(env), 'other', 'thumb', body.profilePhoto))) {
      return fail(c, 400, 'profilePhoto: no such photo; upload it with uploadphoto first');
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
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (row) saved = row;
  }
  return ok(c, toUserDetail(saved), 'Profile Updated Successfully');
}

export async function uploadPhotoHandler(c: RouteContext<typeof uploadPhoto>) {
  const caller = c.get('user');
  if (!caller) return fail(c, 401, UNAUTHORIZED);
  const limited = await enforceLimits(c, [['uploadUser', String(caller.id)]]);
  if (limited) return limited;
  let files: File[];
  try {
    const form = await c.req.parseBody({ all: true });
    files = Object.values(form)
      .flat()
      .filter((v): v is File => v instanceof File);
  } catch {
    return fail(c, 400, 'file: send the photo as multipart/form-data');
  }
  if (files.length !== 1 || !files[0]) return fail(c, 400, 'file: send exactly one photo');
  if (files[0].size > MAX_UPLOAD_BYTES) return fail(c, 413, PHOTO_MESSAGES.tooBig);
  const outcome = await saveOtherPhoto(Buffer.from(await files[0].arrayBuffer()), mediaDirOf(c.get('deps').env));
  if (!outcome.ok) return fail(c, outcome.status, outcome.message);
  const { filename } = outcome;
  return ok(c, { filename, displaypath: `/media/other/thumb/${filename}` }, 'Photo Uploaded Successfully');
}
