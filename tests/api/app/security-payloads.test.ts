/**
 * Script payloads in every text field that reaches a page (issue 8): the API stores them as given and
 * answers them as plain JSON strings (application/json, nosniff), so the site — which renders them as
 * text, never as HTML — shows them inert. Covers registration, profile edit, importer and car fields
 * (written by the importer tools, so put in the database here) and the contact strings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarDetailData, DealerInfoData } from '../../../src/server/routes/cars/cars.schemas.ts';
import { ROLE } from '../../../src/server/db/schema.ts';
import { createCar, createImporter } from '../../helpers/build-catalog.ts';
import { createUser } from '../../helpers/build-users.ts';
import { freshMobile, phoneProofFor } from '../../helpers/phone-proof.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '"><svg onload=alert(1)>',
  "';alert(String.fromCharCode(88))//",
  '{{constructor.constructor("alert(1)")()}}',
];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ RATE_LIMITS: 'otpSendIp=off,otpCooldown=off,otpSendNumber=off' });
});
afterAll(() => t?.close());

/** The answer is JSON that nothing will sniff into HTML. */
function expectInertJson(headers: Headers): void {
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

describe('script payloads come back as the exact strings, in JSON', () => {
  it.each(PAYLOADS)('registration name and address: %s', async (payload) => {
    const mobileNo = freshMobile();
    const phoneProof = await phoneProofFor(t, mobileNo, { purpose: 'register' });
    const password = 'Correct-Horse-42';
    const registered = await t.call('/api/customer/userRegisteration?lang=en', {
      json: { name: payload, address: payload, mobileNo, countryCode: '+229', password, phoneProof },
    });
    expect(registered.status).toBe(200);
    const login = await t.call<{ DisplayName: string; Address: string }>('/api/customer/userLogin', {
      json: { mobileNo, countryCode: '+229', password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ DisplayName: payload, Address: payload });
    expectInertJson(login.headers);
  });

  it.each(PAYLOADS)('profile display name and address: %s', async (payload) => {
    const { token } = await createUser({ db: t.server.deps.db, env: t.env });
    const saved = await t.call<{ DisplayName: string; Address: string }>('/api/admin/editDealerProfile?lang=en', {
      token,
      json: { displayName: payload, address: payload },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ DisplayName: payload, Address: payload });
    const detail = await t.call<{ DisplayName: string; Address: string }[]>('/api/customer/getUserDetail', {
      token,
      json: {},
    });
    expect(detail.body.data[0]).toMatchObject({ DisplayName: payload, Address: payload });
    expectInertJson(detail.headers);
  });

  it('refuses markup in an e-mail address, and keeps the odd characters an address may hold', async () => {
    const { token } = await createUser({ db: t.server.deps.db, env: t.env });
    for (const emailId of [
      '<script>alert(1)</script>@example.com',
      'javascript:alert(1)',
      'a"onmouseover="x@example.com',
    ]) {
      const res = await t.call('/api/admin/editDealerProfile?lang=en', { token, json: { emailId } });
      expect(res.status, emailId).toBe(400);
      expect(res.body.message).toMatch(/^emailId: /);
    }
    const odd = "o'hara+{x}|y=z@example.com";
    const saved = await t.call<{ EmailId: string }>('/api/admin/editDealerProfile?lang=en', {
      token,
      json: { emailId: odd },
    });
    expect(saved.body.data.EmailId).toBe(odd);
  });

  it.each(PAYLOADS)('importer profile and car text fields: %s', async (payload) => {
    const ctx = { db: t.server.deps.db, env: t.env };
    const dealer = await createImporter(ctx, {
      businessName: payload,
      firstName: payload,
      lastName: payload,
      address: payload,
      email: payload,
    });
    const car = await createCar(ctx, {
      importerId: dealer.importer.id,
      color: payload,
      vehicleClass: payload,
      vehicleType: payload,
    });
    const info = await t.call<DealerInfoData>(`/api/customer/getDealerInfo/${car.id}`);
    expect(info.status).toBe(200);
    expect(info.body.data.detail[0]).toMatchObject({
      BussinessName: payload,
      FirstName: payload,
      LastName: payload,
      Address: payload,
      EmailId: payload,
    });
    expectInertJson(info.headers);
    const detail = await t.call<CarDetailData>('/api/customer/V2/getAllCar', { json: { VehicalId: car.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.data.carDetails[0]).toMatchObject({
      Color: payload,
      Vehicle_class: payload,
      Vehicle_type: payload,
    });
    expectInertJson(detail.headers);
  });

  it('contact strings set by an admin', async () => {
    const { token } = await createUser({ db: t.server.deps.db, env: t.env }, { role: ROLE.admin });
    const [phone, email, address] = PAYLOADS;
    const put = await t.call('/api/admin/content/contact', { method: 'PUT', token, json: { phone, email, address } });
    expect(put.status).toBe(200);
    const read = await t.call<{ userDetail: { String2: string; String3: string; String4: string }[] }>(
      '/api/open/getMasters/0/160',
    );
    expect(read.body.data.userDetail[0]).toMatchObject({ String2: phone, String3: email, String4: address });
    expectInertJson(read.headers);
  });

  it('searches for a payload without reflecting it anywhere but JSON', async () => {
    for (const searchString of PAYLOADS) {
      const res = await t.call('/api/customer/carSearchText', { json: { searchString } });
      expect(res.status).toBe(200);
      expectInertJson(res.headers);
    }
  });
});
