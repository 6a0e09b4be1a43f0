/**
 * Request and response schemas of the account calls: user detail, profile edit (the edit-profile
 * payload of SPEC.md §3, spelling included) and profile photo upload.
 */
import { z } from '@hono/zod-openapi';
import { API_MESSAGES } from '../../../lib/messages/api-messages.ts';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../lib/validation/field-bounds.ts';
import { emailField, optionalText, plainText, userFields } from '../auth/auth.schemas.ts';
import { intField, MAX_ID } from '../../app/int-field.ts';

/** User detail of SPEC.md §3. */
export const userDetail = z.object(userFields).openapi('UserDetail');

export const userDetailData = z.array(userDetail);

/** Sent by the site, accepted whatever it holds, and ignored. */
const ignored = z.unknown().optional().openapi({ description: 'Accepted and ignored' });

export const editProfileBody = z
  .object({
    userId: intField(1, MAX_ID)
      .nullable()
      .optional()
      .openapi({ description: "Must be the caller's id unless an admin calls" }),
    displayName: z
      .string()
      .trim()
      .min(1, API_MESSAGES.nameRequired)
      .pipe(plainText(NAME_MAX_LENGTH))
      .nullable()
      .optional(),
    emailId: emailField.optional(),
    profilePhoto: z
      .union([
        z.literal(''),
        z.null(),
        z.string().regex(/^[a-f0-9]{32}\.webp$/, 'must be a file name from uploadphoto'),
      ])
      .optional()
      .openapi({ type: ['string', 'null'], description: 'data.filename of uploadphoto; empty keeps the photo' }),
    address: optionalText(ADDRESS_MAX_LENGTH).optional(),
    isActive: z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
        error: 'must be 0 or 1',
      })
      .nullable()
      .optional()
      .openapi({ description: '1 keeps the account active; 0 closes it (an admin may do so for anyone)' }),
    countryId: intField(0, MAX_ID).nullable().optional().openapi({ description: '0 as the site sends it; not stored' }),
    dealerNumber: ignored,
    middleName: ignored,
    lastName: ignored,
    whatsAppNumber: ignored,
    busName: ignored,
    busLicNumber: ignored,
    ifuNumber: ignored,
    cityId: ignored,
    countryCode: ignored,
    latitunde: ignored,
    longitude: ignored,
  })
  .openapi('EditProfileBody');

export const uploadPhotoData = z.object({
  filename: z.string().openapi({ example: '3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp' }),
  displaypath: z.string().openapi({ example: '/media/other/thumb/3f2a9c0d4b5e6f708192a3b4c5d6e7f8.webp' }),
});

export type UserDetail = z.output<typeof userDetail>;
export type EditProfileBody = z.input<typeof editProfileBody>;
export type UploadPhotoData = z.output<typeof uploadPhotoData>;
