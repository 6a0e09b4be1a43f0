/**
 * Name, email and address, as registration and the profile form both ask for them: the same autocomplete
 * hints, email keyboard and length caps (src/lib/validation/) in both. The profile puts its
 * read-only phone between email and address: `children` go there.
 */
import type { ReactNode } from 'react';
import { EMAIL_MAX_LENGTH } from '../lib/validation/email.ts';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../lib/validation/field-bounds.ts';
import { TextField } from './form-field.tsx';
import type { PasswordInput as LabelledInput } from './new-password-fields.tsx';

export function ContactFields<Name extends string>(props: {
  name: LabelledInput<Name>;
  email: LabelledInput<Name>;
  address: LabelledInput<Name>;
  /** Classes of each field's box (its grid column). */
  className?: string;
  children?: ReactNode;
}) {
  const { className } = props;
  return (
    <>
      <TextField {...props.name} autoComplete="name" maxLength={NAME_MAX_LENGTH} className={className} />
      <TextField
        {...props.email}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        className={className}
      />
      {props.children}
      <TextField
        {...props.address}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        className={className}
      />
    </>
  );
}
