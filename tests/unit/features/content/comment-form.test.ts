import { describe, expect, it } from 'vitest';
import { validateComment } from '../../../../src/features/content/comment-form.ts';
import { isEmail } from '../../../../src/lib/validation/email.ts';

describe('isEmail (SPEC.md §5)', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ama@example.com', 'kofi.mensah+cars@mail.example.tg', "o'neil@example.co.uk"]) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it('refuses more than 64 characters before the @ and more than 254 in all', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60)}.com`; // 247
    expect(`abcdefg@${domain}`).toHaveLength(255);
    expect(isEmail(`abcdef@${domain}`)).toBe(true); // 254 characters
    expect(isEmail(`abcdefg@${domain}`)).toBe(false);
  });

  it('refuses malformed addresses', () => {
    for (const email of ['', 'plain', '@example.com', 'a@', 'a@b', 'a b@example.com', 'a@@example.com', 'a@-x.com']) {
      expect(isEmail(email), email).toBe(false);
    }
  });
});

describe('validateComment', () => {
  it('names each missing or wrong field', () => {
    expect(validateComment({ name: ' ', email: '', message: '' })).toEqual({
      name: 'comment.nameRequired',
      email: 'comment.emailRequired',
      message: 'comment.messageRequired',
    });
    expect(validateComment({ name: 'Ama', email: 'not-an-email', message: 'Hi' })).toEqual({
      email: 'comment.emailInvalid',
    });
  });

  it('accepts a complete comment', () => {
    expect(validateComment({ name: 'Ama', email: 'ama@example.com', message: 'Useful, thanks.' })).toEqual({});
  });
});
