import { describe, expect, it } from 'vitest';
import { loginPathFor, RETURN_PARAM, safeReturnPath } from '../../../../src/lib/site/return-path.ts';

const ORIGIN = 'https://autoimport.example';

describe('safeReturnPath', () => {
  it('keeps a page of the site, with its query and hash', () => {
    expect(safeReturnPath('/fr/carDetail?id=12', ORIGIN)).toBe('/fr/carDetail?id=12');
    expect(safeReturnPath('/sp/wish_list', ORIGIN)).toBe('/sp/wish_list');
    expect(safeReturnPath('/en/dealer_account?dealerId=3&vehicalId=9#map', ORIGIN)).toBe(
      '/en/dealer_account?dealerId=3&vehicalId=9#map',
    );
  });

  it('refuses nothing, and what is not a path', () => {
    for (const value of [null, undefined, '', 'en/home', 'home', '?next=/en/home', '#top']) {
      expect(safeReturnPath(value, ORIGIN)).toBeNull();
    }
  });

  it('refuses other sites, however written', () => {
    for (const value of [
      'https://evil.example/en/home',
      '//evil.example/en/home',
      '///evil.example/en/home',
      '/\\evil.example/en/home',
      '/\\/evil.example',
      '\\\\evil.example/en/home',
      '/en\\..\\..\\evil',
      'javascript:alert(1)',
      '/\tevil.example',
      '/\n/evil.example',
      `${ORIGIN}/en/home`,
    ]) {
      expect(safeReturnPath(value, ORIGIN), value).toBeNull();
    }
  });

  it('refuses paths that are not a language page of the site', () => {
    for (const value of [
      '/',
      '/en',
      '/en/',
      '/de/home',
      '/api/docs',
      '/api/customer/userLogin',
      '/media/x.webp',
      '/en/no_such_page',
      '/en/carDetail/extra',
      '/%2F%2Fevil.example',
      '/en/%2e%2e/api/docs',
      '/en/../api/docs',
    ]) {
      expect(safeReturnPath(value, ORIGIN), value).toBeNull();
    }
  });

  it('never returns to the login pages (they would lead to a login again)', () => {
    for (const route of ['login', 'sign_up', 'forgot_password']) {
      expect(safeReturnPath(`/en/${route}`, ORIGIN)).toBeNull();
    }
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to', () => {
    const path = loginPathFor('fr', { pathname: '/fr/carDetail', search: '?id=12' });
    expect(path).toBe('/fr/login?next=%2Ffr%2FcarDetail%3Fid%3D12');
    expect(new URL(path, ORIGIN).searchParams.get(RETURN_PARAM)).toBe('/fr/carDetail?id=12');
  });

  it('is the plain login page from a page not to come back to', () => {
    expect(loginPathFor('en', { pathname: '/en/login', search: '' })).toBe('/en/login');
    expect(loginPathFor('sp', { pathname: '//evil.example/x', search: '' })).toBe('/sp/login');
  });
});
