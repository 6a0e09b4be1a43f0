import { describe, expect, it } from 'vitest';
import { validateChangePassword } from '../../../../src/features/account/change-password-rules.ts';
import { editProfilePayload } from '../../../../src/features/account/edit-profile-payload.ts';
import { clampPage, pageSkip as skipOf, toPageSize } from '../../../../src/lib/paging.ts';
import { choosePhoto } from '../../../../src/features/account/photo-file.ts';
import { validateProfile } from '../../../../src/features/account/profile-rules.ts';
import { hasErrors } from '../../../../src/lib/validation/field-errors.ts';
import en from '../../../../public/assets/i18n/en.json';

const english = en as Record<string, string>;
const words = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, key]) => key)
      .map(([field, key]) => [field, english[key ?? '']]),
  );

describe('change password rules (SPEC.md §5)', () => {
  it('requires old and new passwords with the spec messages', () => {
    expect(words(validateChangePassword({ oldPassword: '', newPassword: '', confirmNewPassword: '' }))).toEqual({
      oldPassword: 'Old password is required.',
      newPassword: 'New password is required.',
    });
  });

  it('says when the confirmation differs from the new password', () => {
    expect(
      words(validateChangePassword({ oldPassword: 'a', newPassword: 'Secret#2026', confirmNewPassword: 'x' })),
    ).toEqual({
      confirmNewPassword: 'The new password and its confirmation do not match.',
    });
    expect(
      hasErrors(
        validateChangePassword({ oldPassword: 'a', newPassword: 'Secret#2026', confirmNewPassword: 'Secret#2026' }),
      ),
    ).toBe(false);
  });
});

describe('profile rules', () => {
  it('requires a name and checks a given e-mail', () => {
    expect(words(validateProfile({ displayName: '', emailId: 'nope', address: '' }))).toEqual({
      displayName: 'Name is required.',
      emailId: 'Please enter a valid e-mail address',
    });
    expect(hasErrors(validateProfile({ displayName: 'Ama', emailId: '', address: '' }))).toBe(false);
  });
});

describe('edit-profile payload (SPEC.md §3)', () => {
  it('carries userId, displayName, emailId, profilePhoto, address, countryId 0 and isActive 1; the rest null', () => {
    const body = editProfilePayload({
      userId: 7,
      displayName: ' Ama ',
      emailId: 'ama@example.com',
      address: 'Cotonou',
      profilePhoto: 'abc.webp',
    });
    expect(body).toEqual({
      userId: 7,
      displayName: 'Ama',
      emailId: 'ama@example.com',
      profilePhoto: 'abc.webp',
      address: 'Cotonou',
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
    });
  });
});

describe('profile photo choice (SPEC.md §5)', () => {
  const file = (name: string, type: string) => new File(['x'], name, { type });

  it('takes the first file when its type starts with image/', () => {
    const png = file('me.png', 'image/png');
    expect(choosePhoto([png, file('b.png', 'image/png')])).toEqual({ ok: true, file: png });
  });

  it("refuses anything else as 'Unsupported file type'", () => {
    expect(choosePhoto([file('cv.pdf', 'application/pdf')])).toEqual({ ok: false, reason: 'unsupported' });
    expect(english['account.photo.unsupported']).toBe('Unsupported file type');
    expect(choosePhoto([])).toEqual({ ok: false, reason: 'none' });
  });
});

describe('wish list paging (SPEC.md §9)', () => {
  it('skips whole pages and keeps to the pages that exist', () => {
    expect(skipOf(1, 10)).toBe(0);
    expect(skipOf(3, 20)).toBe(40);
    expect(clampPage(3, 21, 10)).toBe(3);
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(2, 0, 10)).toBe(1);
  });

  it('offers 10, 20 and 30 per page, 10 by default', () => {
    expect(toPageSize('20')).toBe(20);
    expect(toPageSize(30)).toBe(30);
    expect(toPageSize(50)).toBe(10);
  });
});
