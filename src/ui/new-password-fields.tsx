/**
 * The password inputs of the site's forms, written once: a new password and its confirmation, as
 * registration, forgot password and change password all ask for them (the hint under the first,
 * new-password autocomplete so password managers offer one, the length cap), and the current password
 * that login and change password ask for.
 */
import { PASSWORD_MAX_LENGTH } from '../lib/validation/field-bounds.ts';
import type { Translate } from '../lib/i18n/translate.ts';
import { PasswordField } from './form-field.tsx';
import type { BoundField } from './use-validated-form.ts';

export interface PasswordInput<Name extends string> extends BoundField<Name> {
  id: string;
  label: string;
}

/** Uses the `auth.passwordHint`, `auth.showPassword` and `auth.hidePassword` strings. */
export function NewPasswordFields<Name extends string>({
  password,
  confirm,
  t,
}: {
  password: PasswordInput<Name>;
  confirm: PasswordInput<Name>;
  t: Translate;
}) {
  return (
    <>
      {[password, confirm].map((field) => (
        <PasswordField
          key={field.id}
          {...field}
          hint={field === password ? t('auth.passwordHint') : undefined}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
      ))}
    </>
  );
}

/** The password the user has now (login, change password): current-password autocomplete, the length cap. */
export function CurrentPasswordField<Name extends string>({ t, ...field }: PasswordInput<Name> & { t: Translate }) {
  return (
    <PasswordField
      {...field}
      autoComplete="current-password"
      maxLength={PASSWORD_MAX_LENGTH}
      showLabel={t('auth.showPassword')}
      hideLabel={t('auth.hidePassword')}
    />
  );
}
