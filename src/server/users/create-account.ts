/**
 * Creates an account from trusted input (the `npm run user:create` command): a customer, an importer
 * (with its importers row), an admin or an editor (content only, issue 18). Input is validated by the same field rules as the API.
 */
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  countryCodeField,
  emailField,
  mobileNoField,
  newPasswordField,
  plainText,
} from '../routes/auth/auth.schemas.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { countries, importers, ROLE, users } from '../db/schema.ts';
import { describeZodError } from '../validation-message.ts';
import { NAME_MAX_LENGTH } from '../../lib/validation/field-bounds.ts';
import { namePartsOf } from '../dealers/importer-profile.ts';
import { findUserByPhone } from './user-queries.ts';

const ROLE_OF = { customer: ROLE.customer, importer: ROLE.dealer, admin: ROLE.admin, editor: ROLE.editor } as const;

export const accountInput = z
  .object({
    role: z.enum(['customer', 'importer', 'admin', 'editor'], { error: 'must be customer, importer, admin or editor' }),
    countryCode: countryCodeField,
    mobileNo: mobileNoField,
    password: newPasswordField('is required'),
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').pipe(plainText(NAME_MAX_LENGTH)),
    business: z.string().trim().min(1, 'must not be empty').pipe(plainText(150)).optional(),
    email: emailField.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.role === 'importer' && !input.business) {
      ctx.addIssue({ code: 'custom', path: ['business'], message: 'is required for an importer' });
    }
    if (input.role !== 'importer' && input.business) {
      ctx.addIssue({ code: 'custom', path: ['business'], message: 'is only for an importer' });
    }
  });

/** The input as typed on a command line: every value a string, any may be missing. */
export type AccountInput = Partial<Record<keyof z.input<typeof accountInput>, string>>;

export type CreateOutcome =
  { ok: true; userId: number; importerId: number | null; phone: string } | { ok: false; error: string };

/** Validates and creates the account; `error` reads "field: reason" for bad input. */
export async function createAccount(db: Db, raw: AccountInput): Promise<CreateOutcome> {
  const parsed = accountInput.safeParse(raw);
  if (!parsed.success) return { ok: false, error: describeZodError(parsed.error) };
  const input = parsed.data;
  const existing = await findUserByPhone(db, input.mobileNo, input.countryCode);
  if (existing && existing !== 'ambiguous') {
    return { ok: false, error: `${input.countryCode} ${input.mobileNo} already has an account (#${existing.id})` };
  }
  const passwordHash = await hashPassword(input.password);
  const phone = `${input.countryCode} ${input.mobileNo}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        role: ROLE_OF[input.role],
        countryCode: input.countryCode,
        mobileNo: input.mobileNo,
        passwordHash,
        displayName: input.name,
        email: input.email ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('the user row was not created');
    if (input.role !== 'importer') return { ok: true, userId: user.id, importerId: null, phone };
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.dialCode, input.countryCode))
      .limit(1);
    const [importer] = await tx
      .insert(importers)
      .values({
        userId: user.id,
        businessName: input.business ?? input.name,
        ...namePartsOf(input.name),
        countryCode: input.countryCode,
        phoneNumber: input.mobileNo,
        email: input.email ?? null,
        countryId: country?.id ?? null,
        verified: true,
      })
      .returning({ id: importers.id });
    return { ok: true, userId: user.id, importerId: importer?.id ?? null, phone };
  });
}
