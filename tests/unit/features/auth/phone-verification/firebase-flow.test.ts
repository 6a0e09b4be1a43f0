import { describe, expect, it, vi } from 'vitest';
import {
  createFirebaseFlow,
  type FirebasePhoneSdk,
} from '../../../../../src/features/auth/phone-verification/firebase-flow.ts';
import { WrongCodeError } from '../../../../../src/features/auth/phone-verification/verification.ts';

const phone = { countryCode: '+229', mobileNo: '61234567' };

function setup(options: { confirm?: (code: string) => Promise<string>; sendError?: unknown } = {}) {
  const confirm = vi.fn(options.confirm ?? (async (code: string) => `id-token-for-${code}`));
  const sdk: FirebasePhoneSdk = {
    sendCode: vi.fn(async () => {
      if (options.sendError) throw options.sendError;
      return confirm;
    }),
  };
  const api = {
    otpSend: vi.fn(async () => ({ verificationId: 'ver-1', resendAfter: 12 })),
    otpVerify: vi.fn(async () => ({ phoneProof: 'proof-1', expiresIn: 900 })),
  };
  return { flow: createFirebaseFlow(sdk, api), sdk, api, confirm };
}

describe('firebase phone verification', () => {
  it('asks the API first (purpose, limits), then has Firebase send the SMS to the E.164 number', async () => {
    const { flow, sdk, api } = setup();
    expect(await flow.send(phone, 'register')).toEqual({ verificationId: 'ver-1', resendAfter: 12 });
    expect(api.otpSend).toHaveBeenCalledWith({ ...phone, purpose: 'register' });
    expect(sdk.sendCode).toHaveBeenCalledWith('+22961234567');
  });

  it("turns the confirmed code's ID token into the API's phone proof", async () => {
    const { flow, api, confirm } = setup();
    await flow.send(phone, 'reset');
    expect(await flow.verify('ver-1', '123456')).toBe('proof-1');
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(api.otpVerify).toHaveBeenCalledWith({ verificationId: 'ver-1', idToken: 'id-token-for-123456' });
  });

  it('reports a wrong code as WrongCodeError (the form says Please Enter Valid OTP!!!)', async () => {
    const { flow, api } = setup({
      confirm: async () =>
        Promise.reject(Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-verification-code' })),
    });
    await flow.send(phone, 'register');
    await expect(flow.verify('ver-1', '000000')).rejects.toBeInstanceOf(WrongCodeError);
    expect(api.otpVerify).not.toHaveBeenCalled();
  });

  it("resends through Firebase with the same id and the API's cool-down", async () => {
    const { flow, sdk } = setup();
    await flow.send(phone, 'register');
    expect(await flow.resend('ver-1', phone, 'register')).toEqual({ verificationId: 'ver-1', resendAfter: 12 });
    expect(sdk.sendCode).toHaveBeenCalledTimes(2);
  });

  it("says what went wrong in the API's words when Firebase refuses", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { flow } = setup({ sendError: Object.assign(new Error('x'), { code: 'auth/too-many-requests' }) });
    await expect(flow.send(phone, 'register')).rejects.toThrow('Too many attempts. Please try again later.');
    const other = setup({ sendError: Object.assign(new Error('x'), { code: 'auth/captcha-check-failed' }) });
    await expect(other.flow.send(phone, 'register')).rejects.toThrow('Phone verification is unavailable right now.');
    error.mockRestore();
  });

  it('cannot verify a verification it never sent', async () => {
    const { flow } = setup();
    await expect(flow.verify('unknown', '123456')).rejects.toThrow('Verification not found');
  });
});
