/**
 * The `console` provider: the API sends the code (in development it lands in /api/dev/sms-outbox)
 * and checks it (POST /api/customer/otp/send, /resend, /verify).
 */
import { otpResend, otpSend, otpVerify } from '../../../lib/api/auth.ts';
import { ApiError } from '../../../lib/api/client.ts';
import { WrongCodeError, type PhoneVerification } from './verification-provider.ts';

/** The API's answer to a wrong code (src/server/phone-auth/phone-auth.ts). */
const WRONG_CODE = 'Please Enter Valid OTP!!!';

export const consoleVerification: PhoneVerification = {
  async send(phone, purpose) {
    return (await otpSend({ ...phone, purpose })).verificationId;
  },
  async resend(verificationId) {
    return (await otpResend(verificationId)).verificationId;
  },
  async verify(verificationId, code) {
    try {
      return (await otpVerify({ verificationId, code })).phoneProof;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message === WRONG_CODE) throw new WrongCodeError();
      throw error;
    }
  },
};
