/** Route definitions of the account calls: user detail, profile edit, photo upload (SPEC.md §7). */
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { editProfileBody, uploadPhotoData, userDetail, userDetailData } from './account.schemas.ts';
import { langQuery } from '../auth/auth.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { requireUser } from '../../auth/middleware.ts';
import { MAX_UPLOAD_BYTES } from '../../media/photo-upload.ts';
import { refuse } from '../../refusal.ts';
import { jsonBody } from '../docs/json-body.ts';
import { tokenSecurity } from '../docs/security.ts';

export const getUserDetail = createRoute({
  method: 'post',
  path: '/api/customer/getUserDetail',
  tags: ['Account'],
  summary: 'The signed-in user',
  description: 'The body is ignored (the site sends {}). data is a list holding the one user.',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  responses: responsesOf(userDetailData, 'The user', [401]),
});

export const editDealerProfile = createRoute({
  method: 'post',
  path: '/api/admin/editDealerProfile',
  tags: ['Account'],
  summary: 'Edit a profile (the edit-profile payload of SPEC.md §3)',
  description:
    'Only displayName, emailId, profilePhoto, address and isActive change anything; the other fields are ' +
    "accepted and ignored. userId must be the caller's own id unless an admin calls (403 otherwise). " +
    'isActive 0 closes the account and ends its sessions.',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { query: langQuery, body: jsonBody(editProfileBody) },
  responses: responsesOf(userDetail, 'Saved; data is the profile as stored', [401, 403, 404, 415]),
});

// The file may be 5 MB; the multipart envelope around it gets a little room.
const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => refuse(413, 'photoTooBig'),
});

export const uploadPhoto = createRoute({
  method: 'post',
  path: '/api/admin/uploadphoto/2',
  tags: ['Account'],
  summary: 'Upload a profile photo (multipart, one file of at most 5 MB)',
  description:
    'The file is recognised by its bytes (JPEG, PNG, WebP, GIF, AVIF; HEIC is recognised but refused), ' +
    'not by its name or declared type (415 otherwise); 413 above 5 MB or 40 megapixels. It is re-encoded to ' +
    'WebP without metadata, at most 1024 px, with a 256 px thumbnail. Send data.filename as profilePhoto ' +
    'to editDealerProfile; data.displaypath shows the thumbnail.',
  security: tokenSecurity,
  middleware: [requireUser, uploadBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        },
      },
    },
  },
  responses: responsesOf(uploadPhotoData, 'Stored', [401, 413, 415]),
});
