/**
 * Handlers of phone verification: limits and checks here; the verification itself, and what each
 * provider needs of a request, in src/server/phone-auth/.
 */
import type { Context } from 'hono';
import type { RouteContext } from '../../app/types.ts';
import { ok, said } from '../../app/envelope.ts';
import type { AppBindings } from '../../app/types.ts';
import type { OtpPurpose } from '../../db/schema.ts';
import { assertDialCodeAllowed } from '../../phone-auth/dial-codes.ts';
import type { Phone } from '../../phone-auth/types.ts';
import { refuse } from '../../refusal.ts';
import { clientIp } from '../../security/client-ip.ts';
import { enforceLimits } from '../../security/guard.ts';
import { numberLimitKey } from '../../security/number-key.ts';
import { limitsOf } from '../../security/limits.ts';
import { assertPurposeFits } from '../../users/phone-purpose.ts';
import type { otpResend, otpSend, otpVerify, smsOutbox } from './otp.routes.ts';

/** The 30 s cool-down and the per-number cap of every SMS. */
function numberLimits(c: Context<AppBindings>, phone: Phone) {
  const number = numberLimitKey(phone.mobileNo);
  return enforceLimits(c, [
    ['otpCooldown', number],
    ['otpSendNumber', number],
  ]);
}

const ipLimit = (c: Context<AppBindings>) => enforceLimits(c, [['otpSendIp', clientIp(c)]]);

const resendAfter = (c: Context<AppBindings>) => limitsOf(c.get('deps').env).otpCooldown?.windowSeconds ?? 0;

export async function otpSendHandler(c: RouteContext<typeof otpSend>) {
  const { countryCode, mobileNo, purpose } = c.req.valid('json');
  const phone = { countryCode, mobileNo };
  const { env, db, phoneAuth } = c.get('deps');
  assertDialCodeAllowed(env, countryCode);
  // A refused purpose costs the address, not the number's SMS budget.
  await ipLimit(c);
  await assertPurposeFits(db, phone, purpose);
  await numberLimits(c, phone);
  const verificationId = await phoneAuth.send(phone, purpose, clientIp(c));
  return ok(c, { verificationId, resendAfter: resendAfter(c) }, said(c, 'codeSent'));
}

export async function otpResendHandler(c: RouteContext<typeof otpResend>) {
  const { verificationId } = c.req.valid('json');
  const { phoneAuth } = c.get('deps');
  const verification = await phoneAuth.find(verificationId);
  if (!verification) refuse(404, 'codeNotFound');
  if (verification.verifiedAt) refuse(400, 'codeUsed');
  await ipLimit(c);
  await numberLimits(c, verification);
  if (!(await phoneAuth.resend(verification))) refuse(400, 'codeUsed');
  return ok(c, { verificationId, resendAfter: resendAfter(c) }, said(c, 'codeSent'));
}

/** A verification for a number whose SMS the site had Firebase send: same checks as otp/send, no SMS limits. */
async function startVerification(c: Context<AppBindings>, phone: Phone, purpose: OtpPurpose): Promise<string> {
  const { env, db, phoneAuth } = c.get('deps');
  assertDialCodeAllowed(env, phone.countryCode);
  await assertPurposeFits(db, phone, purpose);
  return phoneAuth.send(phone, purpose, clientIp(c));
}

export async function otpVerifyHandler(c: RouteContext<typeof otpVerify>) {
  const body = c.req.valid('json');
  await enforceLimits(c, [['otpVerifyIp', clientIp(c)]]);
  const { phoneAuth } = c.get('deps');
  const target = phoneAuth.provider.target(body);
  const verificationId =
    'verificationId' in target ? target.verificationId : await startVerification(c, target.start, target.purpose);
  const verification = await phoneAuth.find(verificationId);
  if (!verification) refuse(404, 'codeNotFound');
  await enforceLimits(c, [['otpVerifyNumber', numberLimitKey(verification.mobileNo)]]);
  const verified = await phoneAuth.verify(verificationId, { code: body.code, idToken: body.idToken });
  return ok(c, verified, said(c, 'phoneVerified'));
}

export function smsOutboxHandler(c: RouteContext<typeof smsOutbox>) {
  // '+' in a query string decodes to a space when the caller did not encode it as %2B.
  const to = c.req.valid('query').to.trim().replace(/^(\d)/, '+$1').replace(/\s/g, '');
  return ok(c, c.get('deps').phoneAuth.outbox?.list(to) ?? []);
}
