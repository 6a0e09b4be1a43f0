/**
 * The edit-profile payload of SPEC.md §3, spelling included: only userId, displayName, emailId,
 * profilePhoto, address, countryId (0) and isActive (1) carry values; the rest are sent null.
 */
import type { EditProfileBody } from '../../lib/api/api-types.ts';

export interface ProfileEdit {
  userId: number;
  displayName: string;
  emailId: string;
  address: string;
  /** data.filename of uploadphoto; '' keeps the current photo. */
  profilePhoto: string;
}

/**
 * The body of POST /api/admin/editDealerProfile.
 * @example editProfilePayload({ userId: 7, displayName: 'Ama', emailId: '', address: '', profilePhoto: '' })
 */
export function editProfilePayload(edit: ProfileEdit): EditProfileBody {
  return {
    userId: edit.userId,
    displayName: edit.displayName.trim(),
    emailId: edit.emailId.trim(),
    profilePhoto: edit.profilePhoto,
    address: edit.address.trim(),
    dealerNumber: null,
    middleName: null,
    lastName: null,
    whatsAppNumber: null,
    busName: null,
    busLicNumber: null,
    ifuNumber: null,
    cityId: null,
    countryId: 0,
    countryCode: null,
    latitunde: null,
    longitude: null,
    isActive: 1,
  };
}
