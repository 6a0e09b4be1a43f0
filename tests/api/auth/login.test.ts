import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../src/server/db/schema.ts';
import { createUser, deactivateUser } from '../../helpers/build-users.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const FAILED = 'Mobile Number and Password are Not Matching!!!';
let t: TestServer;
let ip = 0;
/** A distinct client address per test (TRUST_PROXY is on), so per-IP limits stay per test. */
const fromNewIp = () => ({ 'x-forwarded-for': `10.1.0.${++ip}` });

beforeAll(async () => {
  t = await startTestServer({
    TRUST_PROXY: 'true',
    RATE_LIMITS: 'loginNumberIp=4/900,loginNumber=4/900,loginIp=6/900',
  });
});
afterAll(() => t?.close());

const login = (json: unknown, headers: Record<string, string> = fromNewIp()) =>
  t.call<Record<string, unknown>>('/api/customer/userLogin', { json, headers });

describe('POST /api/customer/userLogin', () => {
  it('signs a customer in with data.token and the user fields', async () => {
    const { user, password } = await createUser(t.server.deps, { address: 'Cotonou' });
    const res = await login({ mobileNo: user.mobileNo, countryCode: user.countryCode, password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'Login Successfully' });
    expect(res.body.data).toMatchObject({
      Id: user.id,
      DisplayName: user.displayName,
      EmailId: user.email,
      PhoneNumber: user.mobileNo,
      CountryCode: '+229',
      Address: 'Cotonou',
      ProfilePhoto: null,
      RoleType: ROLE.customer,
    });
    const token = String(res.body.data.token);
    const detail = await t.call('/api/customer/getUserDetail', { json: {}, token });
    expect(detail.status).toBe(200);
  });

  it('accepts the dial code without + and a number with spaces', async () => {
    const { user, password } = await createUser(t.server.deps);
    const spaced = `${user.mobileNo.slice(0, 2)} ${user.mobileNo.slice(2)}`;
    const res = await login({ mobileNo: spaced, countryCode: '229', password });
    expect(res.status).toBe(200);
  });

  it('signs an importer in only with roleType 10, and an admin without a roleType or with -1', async () => {
    const importer = await createUser(t.server.deps, { role: ROLE.dealer });
    const admin = await createUser(t.server.deps, { role: ROLE.admin });
    const as = (u: typeof importer, roleType?: unknown) =>
      login({ mobileNo: u.user.mobileNo, countryCode: '+229', password: u.password, roleType });
    expect((await as(importer)).status).toBe(401);
    const ok = await as(importer, 10);
    expect(ok.status).toBe(200);
    expect(ok.body.data.RoleType).toBe(10);
    expect((await as(importer, '10')).status).toBe(200);
    expect((await as(admin, -1)).status).toBe(200);
    // The site's form sends no roleType: an admin signs in there to reach the studio's admin tabs.
    const plain = await as(admin);
    expect(plain.status).toBe(200);
    expect(plain.body.data.RoleType).toBe(-1);
    expect((await as(admin, 10)).status).toBe(401);
    expect((await as(importer, -1)).status).toBe(401);
    const bad = await as(importer, 7);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^roleType: /);
  });

  it('signs an editor (30) in on the ordinary login and names its role, also in getUserDetail', async () => {
    // Four tries: the number's login limit of this file.
    const editor = await createUser(t.server.deps, { role: ROLE.editor });
    const as = (roleType?: unknown) =>
      login({ mobileNo: editor.user.mobileNo, countryCode: '+229', password: editor.password, roleType });
    const res = await as();
    expect(res.status).toBe(200);
    expect(res.body.data.RoleType).toBe(30);
    expect((await as(30)).status).toBe(200);
    expect((await as(10)).status).toBe(401);
    expect((await as(-1)).status).toBe(401);
    const detail = await t.call<{ RoleType: number }[]>('/api/customer/getUserDetail', {
      json: {},
      token: String(res.body.data.token),
    });
    expect(detail.body.data[0]?.RoleType).toBe(ROLE.editor);
  });

  it('answers an unknown number, a wrong password and a customer asking as importer alike', async () => {
    const { user, password } = await createUser(t.server.deps);
    const unknown = await login({ mobileNo: '6999999999', countryCode: '+229', password });
    const wrong = await login({ mobileNo: user.mobileNo, countryCode: '+229', password: 'not-the-password' });
    const otherRole = await login({ mobileNo: user.mobileNo, countryCode: '+229', password, roleType: 10 });
    const otherCountry = await login({ mobileNo: user.mobileNo, countryCode: '+228', password });
    for (const res of [unknown, wrong, otherRole, otherCountry]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 401, message: FAILED, data: null });
    }
  });

  it('refuses a deactivated account with the same answer, and its token stops working', async () => {
    const { user, password, token } = await createUser(t.server.deps);
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token })).status).toBe(200);
    await deactivateUser(t.server.deps.db, user.id);
    const res = await login({ mobileNo: user.mobileNo, countryCode: '+229', password });
    expect(res.body).toEqual({ status: 401, message: FAILED, data: null });
    expect((await t.call('/api/customer/getUserDetail', { json: {}, token })).status).toBe(401);
  });

  it.each([
    [{ countryCode: '+229', password: 'x' }, 'mobileNo: Mobile Number is required Property'],
    [{ mobileNo: '97000001', password: 'x' }, 'countryCode: Country Code is required Property'],
    [{ mobileNo: '97000001', countryCode: '+229' }, 'password: Password is required Property'],
    [{ mobileNo: '97000001', countryCode: '+229', password: '' }, 'password: Password is required Property'],
    [{ mobileNo: '12345678901', countryCode: '+229', password: 'x' }, 'mobileNo: must be 4 to 10 digits'],
    [{ mobileNo: '97000001', countryCode: 'abc', password: 'x' }, 'countryCode: must be a dial code such as +229'],
    [
      { mobileNo: '97000001', countryCode: '+229', password: 'x'.repeat(129) },
      'password: must be at most 128 characters',
    ],
  ])('answers 400 naming the field for %j', async (json, message) => {
    const res = await login(json);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message, data: null });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.call('/api/customer/userLogin', {
      body: '{"mobileNo":',
      headers: { 'content-type': 'application/json', ...fromNewIp() },
    });
    expect(res.status).toBe(400);
  });

  it('stops one address guessing a number, while the owner signs in from another address', async () => {
    const { user, password } = await createUser(t.server.deps);
    const attacker = fromNewIp();
    const attempt = (pw: string, headers = attacker) =>
      login({ mobileNo: user.mobileNo, countryCode: '+229', password: pw }, headers);
    for (let i = 0; i < 4; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // The owner, from their own address, is not locked out.
    const owner = fromNewIp();
    expect((await attempt(password, owner)).status).toBe(200);
    expect((await attempt(password, attacker)).status).toBe(429);
  });

  it('slows a number guessed from many addresses with a growing Retry-After, and never locks its owner out', async () => {
    const { user, password } = await createUser(t.server.deps);
    const attempt = (pw: string) => login({ mobileNo: user.mobileNo, countryCode: '+229', password: pw });
    // Four wrong passwords are free; the fifth makes the number wait 1 s.
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const first = await attempt(password);
    expect(first.status).toBe(429);
    expect(first.body.message).toBe('Too many attempts. Please try again in 1 second.');
    expect(first.headers.get('retry-after')).toBe('1');
    // Tries during the wait count nothing: hammering does not stretch it.
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-again')).status).toBe(429);
    await sleep(1100);
    expect((await attempt('wrong-5')).status).toBe(401);
    const second = await attempt(password);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    await sleep(2100);
    expect((await attempt(password)).status).toBe(200);
  });

  it('stops one address trying many numbers', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 6; i++) {
      expect((await login({ mobileNo: `69000000${i}`, countryCode: '+229', password: 'guess' }, headers)).status).toBe(
        401,
      );
    }
    const blocked = await login({ mobileNo: '690000009', countryCode: '+229', password: 'guess' }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await login({ mobileNo: '690000009', countryCode: '+229', password: 'guess' })).status).toBe(401);
  });

  it('counts the address the proxy saw, not a first X-Forwarded-For entry the caller wrote', async () => {
    const proxySaw = `10.1.1.${++ip}`;
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}, ${proxySaw}` });
    for (let i = 0; i < 6; i++) {
      const res = await login({ mobileNo: `69100000${i}`, countryCode: '+229', password: 'guess' }, forged(i));
      expect(res.status).toBe(401);
    }
    const blocked = await login({ mobileNo: '691000009', countryCode: '+229', password: 'guess' }, forged(99));
    expect(blocked.status).toBe(429);
  });
});
