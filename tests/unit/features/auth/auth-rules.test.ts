import { describe, expect, it } from 'vitest';
import { countryCodeError, mobileNoError, otpError } from '../../../../src/features/auth/auth-rules.ts';
import { validateLogin } from '../../../../src/features/auth/login-rules.ts';
import { validatePhone } from '../../../../src/features/auth/phone-rules.ts';
import { validateRegister } from '../../../../src/features/auth/register-rules.ts';
import { validateResetPassword } from '../../../../src/features/auth/reset-password-rules.ts';
import { hasErrors } from '../../../../src/lib/validation/field-errors.ts';
import en from '../../../../public/assets/i18n/en.json';

const english = en as Record<string, string>;
/** The English text of each message key (the spec's words). */
const words = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, key]) => key)
      .map(([field, key]) => [field, english[key ?? '']]),
  );

describe('login rules (SPEC.md §5)', () => {
  it('requires mobile number, country code and password with the spec messages', () => {
    expect(words(validateLogin({ countryCode: '', mobileNo: '', password: '' }))).toEqual({
      countryCode: 'Country code is required.',
      mobileNo: 'Mobile number is required.',
      password: 'Password is required.',
    });
  });

  it('accepts a filled form', () => {
    expect(hasErrors(validateLogin({ countryCode: '+229', mobileNo: '97000001', password: 'x' }))).toBe(false);
  });

  it('takes 4 to 10 digits for the number (max 10, as the input)', () => {
    expect(mobileNoError('1234567890')).toBeUndefined();
    expect(mobileNoError('12345678901')).toBe('auth.error.mobileInvalid');
    expect(mobileNoError('123')).toBe('auth.error.mobileInvalid');
    expect(mobileNoError('12a4')).toBe('auth.error.mobileInvalid');
    expect(countryCodeError('+229')).toBeUndefined();
    expect(countryCodeError('229')).toBe('auth.error.countryRequired');
  });
});

describe('phone step rules', () => {
  it('asks for both country and number', () => {
    expect(words(validatePhone({ countryCode: '', mobileNo: '' }))).toEqual({
      countryCode: 'Country code is required.',
      mobileNo: 'Mobile number is required.',
    });
  });
});

describe('OTP rules (SPEC.md §5)', () => {
  it('says Please enter the code, then OTP must be at least 6 characters long', () => {
    expect(english[otpError('') ?? '']).toBe('Please enter the code.');
    expect(english[otpError('12345') ?? '']).toBe('OTP must be at least 6 characters long');
    expect(otpError('123456')).toBeUndefined();
  });
});

describe('register rules (SPEC.md §5)', () => {
  const filled = { name: 'Ama', password: 'Secret#2026', confirmPassword: 'Secret#2026', emailId: '', address: '' };

  it('requires name, password and confirmation with the spec messages', () => {
    expect(words(validateRegister({ name: ' ', password: '', confirmPassword: '', emailId: '', address: '' }))).toEqual(
      {
        name: 'Name is required.',
        password: 'Password is required.',
        confirmPassword: 'Please confirm your password.',
      },
    );
  });

  it('says when the confirmation differs', () => {
    expect(words(validateRegister({ ...filled, confirmPassword: 'Secret#2027' }))).toEqual({
      confirmPassword: 'The password and its confirmation do not match.',
    });
  });

  it('leaves e-mail and address optional, but checks an e-mail that is given', () => {
    expect(hasErrors(validateRegister(filled))).toBe(false);
    expect(validateRegister({ ...filled, emailId: 'ama@' }).emailId).toBe('auth.error.emailInvalid');
    expect(validateRegister({ ...filled, emailId: `${'a'.repeat(65)}@example.com` }).emailId).toBe(
      'auth.error.emailInvalid',
    );
    expect(validateRegister({ ...filled, emailId: 'ama@example.com' }).emailId).toBeUndefined();
  });

  it("applies the API's password length before sending", () => {
    expect(validateRegister({ ...filled, password: 'short', confirmPassword: 'short' }).password).toBe(
      'auth.error.passwordShort',
    );
  });
});

describe('reset password rules (SPEC.md §5)', () => {
  it('requires the new password and its match', () => {
    expect(words(validateResetPassword({ newPassword: '', confirmNewPassword: '' }))).toEqual({
      newPassword: 'New password is required.',
    });
    expect(words(validateResetPassword({ newPassword: 'Secret#2026', confirmNewPassword: 'other' }))).toEqual({
      confirmNewPassword: 'The new password and its confirmation do not match.',
    });
    expect(hasErrors(validateResetPassword({ newPassword: 'Secret#2026', confirmNewPassword: 'Secret#2026' }))).toBe(
      false,
    );
  });
});
