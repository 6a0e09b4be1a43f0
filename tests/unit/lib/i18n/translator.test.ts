import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../../src/lib/i18n/translate.ts';
import { createTranslator, pickStrings } from '../../../../src/lib/i18n/translator.ts';

describe('createTranslate', () => {
  const t = createTranslate({ greet: 'Hello {{name}}, {{ count }} new', plain: 'Plain' });

  it('looks keys up and fills {{placeholders}}', () => {
    expect(t('plain')).toBe('Plain');
    expect(t('greet', { name: 'Ama', count: 3 })).toBe('Hello Ama, 3 new');
  });

  it('leaves unknown placeholders and returns the key of a missing string', () => {
    expect(t('greet', { name: 'Ama' })).toBe('Hello Ama, {{ count }} new');
    expect(t('missing.key')).toBe('missing.key');
  });
});

describe('createTranslator', () => {
  it('speaks each language', () => {
    expect(createTranslator('en')('nav.home')).toBe('Home');
    expect(createTranslator('fr')('nav.home')).toBe('Accueil');
    expect(createTranslator('sp')('nav.home')).toBe('Inicio');
  });

  it("keeps the spec's English messages word for word (spelling corrected)", () => {
    const t = createTranslator('en');
    expect(t('toast.defaultError')).toBe('Please fill in all required fields.');
    expect(t('dialog.loginRequired')).toBe('You are not logged in. Please log in first.');
    expect(t('common.cancel')).toBe('Cancel');
    expect(t('contact.banner')).toBe('Feel free to Contact Us');
    expect(t('blog.continueReading')).toBe('Continue Reading');
    expect(t('toast.close')).toBe('X');
  });

  it('writes the copyright years', () => {
    expect(createTranslator('en')('footer.copyright', { from: 2020, to: 2031 })).toBe(
      '© 2020–2031 AutoImport. All rights reserved.',
    );
  });
});

describe('pickStrings', () => {
  it('picks exact keys and prefixes ending with a dot', () => {
    const picked = pickStrings('fr', ['toast.', 'nav.home']);
    expect(picked['nav.home']).toBe('Accueil');
    expect(picked['toast.closeLabel']).toBe('Fermer');
    expect(Object.keys(picked).every((k) => k === 'nav.home' || k.startsWith('toast.'))).toBe(true);
  });
});
