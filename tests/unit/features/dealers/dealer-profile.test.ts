import { describe, expect, it } from 'vitest';
import { dealerMobile, dealerProfile } from '../../../../src/features/dealers/dealer-profile.ts';
import type { DealerInfo } from '../../../../src/server/routes/cars/cars.schemas.ts';

const info: DealerInfo = {
  ProfilePhoto: null,
  BussinessName: 'Cotonou Auto Import',
  FirstName: 'Rodrigue',
  LastName: 'Hounsou',
  DealerCountryCode: '+229',
  PhoneNumber: '97000002',
  Address: 'Lot 214, Zone portuaire, Zongo, Cotonou',
  EmailId: 'cotonou-auto-import@example.com',
  WhatsAppNumber: '229-97000002',
  Latitude: 6.37052,
  Longitude: 2.413881,
  DealerId: 1,
  CityName: 'Cotonou',
  CountryName: 'Benin',
  IsVerified: true,
  VerifiedOn: '2026-11-12',
};

describe('importer profile', () => {
  it('shows every field of the spec with tappable phone, e-mail and WhatsApp', () => {
    expect(dealerProfile(info)).toEqual({
      businessName: 'Cotonou Auto Import',
      fullName: 'Rodrigue Hounsou',
      mobile: { text: '+229 97000002', href: 'tel:+22997000002' },
      address: 'Lot 214, Zone portuaire, Zongo, Cotonou',
      email: { text: 'cotonou-auto-import@example.com', href: 'mailto:cotonou-auto-import@example.com' },
      whatsApp: { text: '+229 97000002', href: 'https://wa.me/22997000002' },
      photo: '/assets/img/avatar.svg',
    });
  });

  it('leaves out what the importer did not give', () => {
    const profile = dealerProfile({
      ...info,
      Address: ' ',
      EmailId: null,
      WhatsAppNumber: null,
      ProfilePhoto: 'me.webp',
    });
    expect(profile.address).toBeNull();
    expect(profile.email).toBeNull();
    expect(profile.whatsApp).toBeNull();
    expect(profile.photo).toBe('/media/other/thumb/me.webp');
  });

  it('falls back to the person when there is no business name', () => {
    expect(dealerProfile({ ...info, BussinessName: '' }).businessName).toBe('Rodrigue Hounsou');
  });

  it("writes the mobile with the importer's dial code, dropping a trunk zero", () => {
    expect(dealerMobile('+234', '0803 123 4567')).toEqual({ text: '+234 8031234567', href: 'tel:+2348031234567' });
    expect(dealerMobile('', '97000002')).toEqual({ text: '97000002', href: 'tel:97000002' });
    expect(dealerMobile('+229', '')).toBeNull();
  });
});
