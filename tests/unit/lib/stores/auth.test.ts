import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $isLoggedIn, $language, $token, chooseLanguage, login, logout } from '../../../../src/lib/stores/auth.ts';

beforeAll(() => {
  useTestStorageEngine();
});
afterEach(() => {
  cleanTestStorage();
});

describe('auth store', () => {
  it("keeps the token under the key 'token' and the language under 'language'", () => {
    const stop = $isLoggedIn.listen(() => {});
    login('abc.def');
    chooseLanguage('fr');
    expect(getTestStorage()).toMatchObject({ token: 'abc.def', language: 'fr' });
    expect($isLoggedIn.get()).toBe(true);
    stop();
  });

  it("treats the strings 'null' and 'undefined' as no token", () => {
    login('null');
    expect($isLoggedIn.get()).toBe(false);
  });

  it('logout forgets the session and goes to the home page of the language', () => {
    login('abc.def');
    const navigate = vi.fn();
    logout('sp', navigate);
    expect($token.get()).toBeUndefined();
    expect(getTestStorage().token).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/sp/home');
    expect($language.get()).toBeUndefined();
  });
});
