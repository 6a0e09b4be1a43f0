/**
 * Request and response schemas of phone verification (issue 3): send a code, resend it, verify it
 * (or a Firebase ID token) for a short-lived signed phoneProof that registration and reset require.
 */
import { z } from '@hono/zod-openapi';
import { API_MESSAGES } from '../../../lib/messages/api-messages.ts';
import { OTP_LENGTH } from '../../../lib/validation/field-bounds.ts';
import { countryCodeField, mobileNoField, requiredAs } from '../auth/auth.schemas.ts';

export const otpPurposeField = z
  .enum(['register', 'reset'], requiredAs(API_MESSAGES.purposeRequired))
  .openapi({ example: 'register' });

const verificationIdField = z
  .string(requiredAs(API_MESSAGES.resendIdMissing))
  .min(1, API_MESSAGES.resendIdMissing)
  .regex(/^[\w-]{1,64}$/, 'is not a verification id');

export const otpSendBody = z
  .object({ countryCode: countryCodeField, mobileNo: mobileNoField, purpose: otpPurposeField })
  .openapi('OtpSendBody');

export const otpResendBody = z.object({ verificationId: verificationIdField }).openapi('OtpResendBody');

export const otpSentData = z.object({
  verificationId: z.string(),
  /** Seconds before another code may be asked for. */
  resendAfter: z.number().int(),
});

export const otpVerifyBody = z
  .object({
    verificationId: verificationIdField.optional(),
    code: z
      .string()
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be at least ${OTP_LENGTH} characters long`)
      .optional()
      .openapi({ description: 'The 6-digit code (console provider)' }),
    idToken: z
      .string()
      .min(1)
      .max(8192)
      .optional()
      .openapi({ description: 'The Firebase ID token (firebase provider)' }),
    countryCode: countryCodeField.optional(),
    mobileNo: mobileNoField.optional(),
    purpose: otpPurposeField.optional(),
  })
  .openapi('OtpVerifyBody', {
    description:
      'console: verificationId and code. firebase: idToken with the verificationId of otp/send, or with countryCode, mobileNo and purpose.',
  });

export const otpVerifyData = z.object({
  phoneProof: z.string(),
  /** Seconds the proof stays valid. */
  expiresIn: z.number().int(),
});

export const outboxQuery = z.object({
  to: z.string(requiredAs('to is required, e.g. +22997000001')).max(32).openapi({ example: '+22997000001' }),
});

export const outboxMessage = z.object({
  to: z.string(),
  text: z.string(),
  code: z.string(),
  channel: z.enum(['sms', 'whatsapp']).openapi({ description: 'OTP codes: sms; alerts: the buyer’s channel' }),
  sentAt: z.string(),
});

export type OtpPurpose = z.output<typeof otpPurposeField>;
export type OtpSendBody = z.input<typeof otpSendBody>;
export type OtpResendBody = z.input<typeof otpResendBody>;
export type OtpSentData = z.output<typeof otpSentData>;
export type OtpVerifyBody = z.input<typeof otpVerifyBody>;
export type OtpVerifyData = z.output<typeof otpVerifyData>;
export type OutboxMessage = z.output<typeof outboxMessage>;
