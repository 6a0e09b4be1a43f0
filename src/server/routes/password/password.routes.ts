/** Route definitions of the password calls: reset token, reset, change (SPEC.md §7). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  changePasswordBody,
  changePasswordData,
  forgotUpdatePasswordBody,
  resetTokenBody,
  resetTokenData,
} from '../auth/auth.schemas.ts';
import { responsesOf } from '../../app/envelope.ts';
import { jsonBody } from '../docs/json-body.ts';
import { requireUser } from '../../auth/middleware.ts';
import { tokenSecurity } from '../docs/security.ts';

export const getTokeByMobileForForgetPassword = createRoute({
  method: 'post',
  path: '/api/customer/getTokeByMobileForForgetPassword',
  tags: ['Password'],
  summary: 'Start a password reset: a 15-minute reset token for a registered number',
  description:
    '404 with a message for an unknown number. The token alone changes nothing: forgotUpdatePassword also ' +
    'needs a phone proof (otp/send and otp/verify with purpose "reset"). Rate limited per number and per IP.',
  request: { body: jsonBody(resetTokenBody) },
  responses: responsesOf(resetTokenData, 'The reset token', [404, 415]),
});

export const forgotUpdatePassword = createRoute({
  method: 'post',
  path: '/api/customer/forgotUpdatePassword',
  tags: ['Password'],
  summary: 'Set a new password with a reset token (Authorization) and a reset phone proof',
  description:
    'Authorization carries the reset token of getTokeByMobileForForgetPassword; phoneProof must be for the ' +
    'same number with purpose "reset". Both are spent; every session token of the user stops working.',
  request: { body: jsonBody(forgotUpdatePasswordBody) },
  responses: responsesOf(z.null(), 'Password changed; sign in again', [401, 415]),
});

export const changePassword = createRoute({
  method: 'post',
  path: '/api/customer/changePassword',
  tags: ['Password'],
  summary: "Change the signed-in user's password",
  description: 'A wrong oldPassword answers 400. Earlier tokens stop working; data.token is a fresh one.',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { body: jsonBody(changePasswordBody) },
  responses: responsesOf(changePasswordData, 'Password changed', [401, 415]),
});
