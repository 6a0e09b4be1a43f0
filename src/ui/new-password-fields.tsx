/**
 * A new password and its confirmation, as registration, forgot password and change password all ask for
 * them: the hint under the first, new-password autocomplete (password managers offer one), the length cap.
 */
import { PASSWORD_MAX_LENGTH } from '../lib/validation/account-fields.ts';
import { PasswordField } from './form-field.tsx';

export interface PasswordInput<Name extends string> {
  id: string;
  name: Name;
  label: string;
  value: string;
  error: string | undefined;
}

export function NewPasswordFields<Name extends string>({
  password,
  confirm,
  hint,
  showLabel,
  hideLabel,
  onChange,
}: {
  password: PasswordInput<Name>;
  confirm: PasswordInput<Name>;
  hint: string;
  showLabel: string;
  hideLabel: string;
  onChange: (name: Name, value: string) => void;
}) {
  return (
    <>
      {[password, confirm].map((field) => (
        <PasswordField
          key={field.id}
          id={field.id}
          name={field.name}
          label={field.label}
          hint={field === password ? hint : undefined}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={field.value}
          onChange={(event) => onChange(field.name, event.currentTarget.value)}
          error={field.error}
          showLabel={showLabel}
          hideLabel={hideLabel}
        />
      ))}
    </>
  );
}
