/**
 * The `console` provider: the API sends the code (in development it lands in /api/dev/sms-outbox)
 * and checks it (POST /api/customer/otp/send, /resend, /verify).
 */
import { otpResend, otpSend, otpVerify } from '../../../lib/api/auth.ts';
import { ApiError } from '../../../lib/api/client.ts';
import { WrongCodeError, type PhoneVerification } from './verification.ts';

export const consoleVerification: PhoneVerification = {
  async send(phone, purpose) {
    const { verificationId, resendAfter } = await otpSend({ ...phone, purpose });
    return { verificationId, resendAfter };
  },
  async resend(id) {
    const { verificationId, resendAfter } = await otpResend(id);
    return { verificationId, resendAfter };
  },
  async verify(verificationId, code) {
    try {
      return (await otpVerify({ verificationId, code })).phoneProof;
    } catch (error) {
      if (error instanceof ApiError && error.key === 'wrongCode') throw new WrongCodeError();
      throw error;
    }
  },
};
