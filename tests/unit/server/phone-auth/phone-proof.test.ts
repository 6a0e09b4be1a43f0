import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from '../../../../src/server/auth/tokens.ts';
import { codeMatches, generateCode, hashCode } from '../../../../src/server/phone-auth/codes.ts';
import { createSmsOutbox } from '../../../../src/server/phone-auth/outbox.ts';
import { readPhoneProof, signPhoneProof } from '../../../../src/server/phone-auth/proof.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123';

describe('one-time codes', () => {
  it('are 6 digits, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are stored as an HMAC bound to the verification, and compared exactly', () => {
    const hash = hashCode(SECRET, 'v1', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeMatches(SECRET, 'v1', '123456', hash)).toBe(true);
    expect(codeMatches(SECRET, 'v1', '123457', hash)).toBe(false);
    expect(codeMatches(SECRET, 'v2', '123456', hash)).toBe(false);
    expect(codeMatches('another-secret-another-secret-0123456', 'v1', '123456', hash)).toBe(false);
    expect(codeMatches(SECRET, 'v1', '123456', '')).toBe(false);
  });
});

describe('phone proofs', () => {
  const claims = { verificationId: 'v1', countryCode: '+229', mobileNo: '97000001', purpose: 'register' as const };

  it('carry the number, purpose and verification id', async () => {
    const proof = await signPhoneProof(claims, SECRET);
    expect(await readPhoneProof(proof, SECRET)).toEqual(claims);
    expect(await readPhoneProof(proof, 'wrong-secret-wrong-secret-wrong-secret')).toBeNull();
    expect(await readPhoneProof(`${proof}x`, SECRET)).toBeNull();
  });

  it('and session tokens cannot stand in for each other', async () => {
    const proof = await signPhoneProof(claims, SECRET);
    expect(await verifySessionToken(proof, SECRET)).toBeNull();
    const session = await signSessionToken({ userId: 1, role: 20, version: 0 }, SECRET, 60);
    expect(await readPhoneProof(session, SECRET)).toBeNull();
  });
});

describe('development outbox', () => {
  it('lists messages to one number newest first, keeping the last `max`', () => {
    const outbox = createSmsOutbox(3);
    for (let i = 1; i <= 4; i++)
      outbox.record({ to: i % 2 ? '+2291' : '+2292', text: `m${i}`, code: `${i}`, channel: 'sms', sentAt: '' });
    expect(outbox.list('+2291').map((m) => m.text)).toEqual(['m3']);
    expect(outbox.list('+2292').map((m) => m.text)).toEqual(['m4', 'm2']);
  });
});
