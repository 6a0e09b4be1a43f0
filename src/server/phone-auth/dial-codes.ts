/** Which dial codes SMS may go to (OTP_ALLOWED_DIAL_CODES): a code for any other is refused before anything is sent. */
import type { Env } from '../env.ts';
import { refuse } from '../refusal.ts';

/** Refuses (400 dialCodeUnavailable) a dial code outside OTP_ALLOWED_DIAL_CODES ('229' is read as '+229'). */
export function assertDialCodeAllowed(env: Pick<Env, 'OTP_ALLOWED_DIAL_CODES'>, countryCode: string): void {
  const allowed = env.OTP_ALLOWED_DIAL_CODES.map((d) => (d.startsWith('+') ? d : `+${d}`));
  if (!allowed.includes(countryCode)) refuse(400, 'dialCodeUnavailable', { code: countryCode });
}
