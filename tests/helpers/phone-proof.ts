/**
 * Phone-verification helpers for API tests (console provider): fresh numbers, the code from the
 * development outbox, and a phone proof in one call.
 */
import type { OutboxMessage } from '../../src/server/routes/otp/otp.schemas.ts';
import type { TestServer } from './test-server.ts';

let counter = 0;

/** A 10-digit number no other test uses (build-users.ts makes 8-digit ones). */
export function freshMobile(): string {
  counter += 1;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(6, '0')}`;
}

/** The newest code the console provider "sent" to a full number. */
export async function lastCode(t: TestServer, to: string): Promise<string> {
  const res = await t.call<OutboxMessage[]>(`/api/dev/sms-outbox?to=${encodeURIComponent(to)}`);
  const code = res.body.data?.[0]?.code;
  if (!code) throw new Error(`no SMS to ${to}: ${JSON.stringify(res.body)}`);
  return code;
}

export interface ProofOptions {
  countryCode?: string;
  purpose: 'register' | 'reset';
  headers?: Record<string, string>;
}

/** Sends a code, reads it from the outbox and verifies it: data.phoneProof. */
export async function phoneProofFor(t: TestServer, mobileNo: string, options: ProofOptions): Promise<string> {
  const countryCode = options.countryCode ?? '+229';
  const sent = await t.call<{ verificationId: string }>('/api/customer/otp/send', {
    json: { countryCode, mobileNo, purpose: options.purpose },
    headers: options.headers,
  });
  if (sent.status !== 200) throw new Error(`otp/send: ${sent.status} ${sent.body.message}`);
  const code = await lastCode(t, `${countryCode}${mobileNo}`);
  const verified = await t.call<{ phoneProof: string }>('/api/customer/otp/verify', {
    json: { verificationId: sent.body.data.verificationId, code },
    headers: options.headers,
  });
  if (verified.status !== 200) throw new Error(`otp/verify: ${verified.status} ${verified.body.message}`);
  return verified.body.data.phoneProof;
}
