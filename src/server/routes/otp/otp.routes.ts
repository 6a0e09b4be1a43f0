/** Route definitions of phone verification (issue 3) and the development SMS outbox. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  otpResendBody,
  otpSendBody,
  otpSentData,
  otpVerifyBody,
  otpVerifyData,
  outboxMessage,
  outboxQuery,
} from './otp.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { jsonBody } from '../docs/json-body.ts';

export const otpSend = createRoute({
  method: 'post',
  path: '/api/customer/otp/send',
  tags: ['Phone verification'],
  summary: 'Send a 6-digit code to a number',
  description:
    'Codes are valid 10 minutes with 5 tries. At most one SMS per number per 30 s, 3 per number per 10 minutes ' +
    'and OTP_IP_SENDS_PER_HOUR per IP (429 with Retry-After); only the dial codes of OTP_ALLOWED_DIAL_CODES. ' +
    '"register" answers 409 for a number that has an account, "reset" 404 for one that has none. ' +
    'With the firebase provider no SMS leaves the server: the site has Firebase send it.',
  request: { body: jsonBody(otpSendBody) },
  responses: responsesOf(otpSentData, 'Code sent', [404, 409, 415]),
});

export const otpResend = createRoute({
  method: 'post',
  path: '/api/customer/otp/resend',
  tags: ['Phone verification'],
  summary: 'Send a new code for a verification',
  description: 'The earlier code stops working; the tries start again. Same limits as otp/send.',
  request: { body: jsonBody(otpResendBody) },
  responses: responsesOf(otpSentData, 'Code sent', [404, 415]),
});

export const otpVerify = createRoute({
  method: 'post',
  path: '/api/customer/otp/verify',
  tags: ['Phone verification'],
  summary: 'Check a code (or a Firebase ID token) for a phone proof',
  description:
    'data.phoneProof is valid 15 minutes, bound to the number and purpose, and works once ' +
    '(userRegisteration for "register", forgotUpdatePassword for "reset"). A wrong code answers 400 ' +
    '"Please Enter Valid OTP!!!"; after 5 tries 429 until a new code is sent.',
  request: { body: jsonBody(otpVerifyBody) },
  responses: responsesOf(otpVerifyData, 'Verified', [404, 409, 415, 503]),
});

export const smsOutbox = createRoute({
  method: 'get',
  path: '/api/dev/sms-outbox',
  tags: ['Development'],
  summary: 'Messages the console provider "sent" to a number, newest first (not in production)',
  request: { query: outboxQuery },
  responses: responsesOf(z.array(outboxMessage), 'The messages'),
});
