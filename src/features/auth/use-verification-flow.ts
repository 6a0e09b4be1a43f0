/**
 * Runs the verification flow of registration and password reset: the reducer of verification-flow.ts,
 * its countdown, and the calls with the messages of SPEC.md §8 (toasts in the page's language).
 */
import { useCallback, useEffect, useReducer } from 'react';
import type { OtpPurpose } from '../../lib/api/api-types.ts';
import { messageOf, translateApiMessage, type ApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { toast } from '../../ui/toast.ts';
import { phoneVerification } from './phone-verification/phone-verification.ts';
import { flowReducer, initialFlow, waitSecondsOf, type FlowState } from './verification-flow.ts';

/** What the first step's check answered: may the number go on, and what the server said. */
export interface PhoneCheck {
  allowed: boolean;
  message: ApiMessage;
  resetToken?: string;
}

/** The message of a failed call, in the page's language when known. */
export function errorMessage(error: unknown, t: Translate): string {
  return translateApiMessage(messageOf(error), t);
}

export function useVerificationFlow(purpose: OtpPurpose, countryCode: string, t: Translate) {
  const [state, dispatch] = useReducer(flowReducer, countryCode, (code) => initialFlow(code));
  const ticking = state.step === 'code' && state.countdown > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);

  /** Step 1: run the check; when allowed, lock the number, go to the code step and send the code. */
  const start = useCallback(
    async (check: () => Promise<PhoneCheck>) => {
      dispatch({ type: 'submitted' });
      const phone = { countryCode: state.countryCode, mobileNo: state.mobileNo };
      let answer: PhoneCheck;
      try {
        answer = await check();
      } catch (error) {
        toast.error(errorMessage(error, t));
        dispatch({ type: 'failed' });
        return null;
      }
      if (!answer.allowed) {
        toast.error(translateApiMessage(answer.message, t));
        dispatch({ type: 'failed' });
        return answer;
      }
      dispatch({ type: 'allowed', ...(answer.resetToken ? { resetToken: answer.resetToken } : {}) });
      try {
        const sent = await (await phoneVerification()).send(phone, purpose);
        dispatch({ type: 'codeSent', ...sent });
      } catch (error) {
        // SPEC.md §8 logs a failed send; we also say why (a wait, an unsupported country) so nobody waits for nothing.
        console.error('verification code not sent', error);
        toast.error(errorMessage(error, t));
        dispatch({ type: 'codeNotSent', waitSeconds: waitSecondsOf(messageOf(error)) });
      }
      return answer;
    },
    [state.countryCode, state.mobileNo, purpose, t],
  );

  const resend = useCallback(async () => {
    if (!state.verificationId) {
      toast.error(t('auth.otp.missingId'));
      return;
    }
    dispatch({ type: 'submitted' });
    try {
      const phone = { countryCode: state.countryCode, mobileNo: state.mobileNo };
      const sent = await (await phoneVerification()).resend(state.verificationId, phone, purpose);
      dispatch({ type: 'resent', ...sent });
      toast.success(t('auth.otp.resent'));
    } catch (error) {
      // The step stays (docs/decisions.md: SPEC.md §8 went back to the number); the message says why.
      console.error('verification code not resent', error);
      const refusal = messageOf(error);
      toast.error(refusal.key ? translateApiMessage(refusal, t) : t('auth.otp.resendFailed'));
      dispatch({ type: 'resendFailed', waitSeconds: waitSecondsOf(refusal) });
    }
  }, [state.verificationId, state.countryCode, state.mobileNo, purpose, t]);

  /** Step 2: check the code (already validated by the form) for a phone proof. */
  const verify = useCallback(
    async (code: string) => {
      if (!state.verificationId) {
        toast.error(t('auth.otp.invalid'));
        return;
      }
      dispatch({ type: 'submitted' });
      try {
        const phoneProof = await (await phoneVerification()).verify(state.verificationId, code);
        dispatch({ type: 'verified', phoneProof });
      } catch (error) {
        // by its key, not `instanceof WrongCodeError`: verification.ts (and the English catalogue its errors
        // carry) then loads with the provider, on demand, not in the page's first JavaScript
        toast.error(messageOf(error).key === 'wrongCode' ? t('auth.otp.invalid') : errorMessage(error, t));
        dispatch({ type: 'failed' });
      }
    },
    [state.verificationId, t],
  );

  return { state, dispatch, start, resend, verify };
}

export type VerificationFlow = ReturnType<typeof useVerificationFlow>;
export type { FlowState };
