/** Handlers of phone verification: limits and checks here, the verification itself in phone-auth/. */
import type { Context } from 'hono';
import type { OtpPurpose } from './otp.schemas.ts';
import type { RouteContext } from '../../app/types.ts';
import { fail, ok, type ErrorResponse } from '../../app/envelope.ts';
import type { AppBindings } from '../../app/types.ts';
import { MESSAGES, phoneAuthOf } from '../../phone-auth/phone-auth.ts';
import { fullNumber, type Phone } from '../../phone-auth/types.ts';
import { clientIp } from '../../security/client-ip.ts';
import { enforceLimits } from '../../security/guard.ts';
import { limitsOf } from '../../security/limits.ts';
import { ACCOUNT_MESSAGES } from '../../users/messages.ts';
import { findUserByPhone } from '../../users/user-queries.ts';
import type { otpResend, otpSend, otpVerify, smsOutbox } from './otp.routes.ts';

const SENT = 'Verification Code Send';

/** 400 unless SMS may go to this dial code (OTP_ALLOWED_DIAL_CODES). */
function refuseDialCode(c: Context<AppBindings>, countryCode: string): ErrorResponse<400> | null {
  const allowed = c.get('deps').env.OTP_ALLOWED_DIAL_CODES.map((d) => (d.startsWith('+') ? d : `+${d}`));
  if (allowed.includes(countryCode)) return null;
  return fail(c, 400, `countryCode: phone verification is not available for ${countryCode}`);
}

/** 409 when registering a number that has an account; 404 when resetting one that has none. */
async function refuseForPurpose(
  c: Context<AppBindings>,
  phone: Phone,
  purpose: OtpPurpose,
): Promise<ErrorResponse<404 | 409> | null> {
  const user = await findUserByPhone(c.get('deps').db, phone.mobileNo, phone.countryCode);
  if (purpose === 'register' && user) return fail(c, 409, ACCOUNT_MESSAGES.numberTaken);
  if (purpose === 'reset' && (!user || user === 'ambiguous' || !user.isActive))
    return fail(c, 404, ACCOUNT_MESSAGES.notRegistered);
  return null;
}

/** The 30 s cool-down and the per-number cap of every SMS. */
function numberLimits(c: Context<AppBindings>, phone: Phone) {
  const number = fullNumber(phone);
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
  // A refused purpose costs the address, not the number's SMS budget.
  const refused =
    refuseDialCode(c, countryCode) ??
    (await ipLimit(c)) ??
    (await refuseForPurpose(c, phone, purpose)) ??
    (await numberLimits(c, phone));
  if (refused) return refused;
  const verificationId = await phoneAuthOf(c.get('deps')).send(phone, purpose, clientIp(c));
  return ok(c, { verificationId, resendAfter: resendAfter(c) }, SENT);
}

export async function otpResendHandler(c: RouteContext<typeof otpResend>) {
  const { verificationId } = c.req.valid('json');
  const auth = phoneAuthOf(c.get('deps'));
  const verification = await auth.find(verificationId);
  if (!verification) return fail(c, 404, MESSAGES.notFound);
  if (verification.verifiedAt) return fail(c, 400, MESSAGES.used);
  const limited = (await ipLimit(c)) ?? (await numberLimits(c, verification));
  if (limited) return limited;
  if (!(await auth.resend(verification))) return fail(c, 400, MESSAGES.used);
  return ok(c, { verificationId, resendAfter: resendAfter(c) }, SENT);
}

export async function otpVerifyHandler(c: RouteContext<typeof otpVerify>) {
  const body = c.req.valid('json');
  const ipLimited = await enforceLimits(c, [['otpVerifyIp', clientIp(c)]]);
  if (ipLimited) return ipLimited;
  const auth = phoneAuthOf(c.get('deps'));
  let verificationId = body.verificationId;
  if (auth.provider.name === 'console') {
    if (!verificationId) return fail(c, 400, 'verificationId: Verification ID is missing.');
    if (!body.code) return fail(c, 400, 'code: Please Enter OTP');
  } else {
    if (!body.idToken) return fail(c, 400, 'idToken: the Firebase ID token is required');
    if (!verificationId) {
      const { countryCode, mobileNo, purpose } = body;
      if (!countryCode || !mobileNo || !purpose) {
        return fail(
          c,
          400,
          'verificationId: send the verificationId of otp/send, or countryCode, mobileNo and purpose',
        );
      }
      const phone = { countryCode, mobileNo };
      const refused = refuseDialCode(c, countryCode) ?? (await refuseForPurpose(c, phone, purpose));
      if (refused) return refused;
      verificationId = await auth.send(phone, purpose, clientIp(c));
    }
  }
  const verification = await auth.find(verificationId);
  if (!verification) return fail(c, 404, MESSAGES.notFound);
  const numberLimited = await enforceLimits(c, [['otpVerifyNumber', fullNumber(verification)]]);
  if (numberLimited) return numberLimited;
  const outcome = await auth.verify(verificationId, { code: body.code, idToken: body.idToken });
  if (!outcome.ok) return fail(c, outcome.status, outcome.message);
  return ok(c, { phoneProof: outcome.phoneProof, expiresIn: outcome.expiresIn }, 'Phone Number Verified');
}

export function smsOutboxHandler(c: RouteContext<typeof smsOutbox>) {
  // '+' in a query string decodes to a space when the caller did not encode it as %2B.
  const to = c.req.valid('query').to.trim().replace(/^(\d)/, '+$1').replace(/\s/g, '');
  return ok(c, phoneAuthOf(c.get('deps')).outbox?.list(to) ?? []);
}
