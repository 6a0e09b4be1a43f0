/**
 * Change password (SPEC.md §2/§5): old, new and confirm-new password; the server's message as a toast.
 * The API answers a fresh token (earlier ones stop working): it replaces the stored one, so the visitor
 * stays signed in here. Without a token nothing is shown: the frame opens its login-required dialog.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import { changePassword } from '../../lib/api/auth.ts';
import { translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { $isLoggedIn, login as keepSession } from '../../lib/stores/auth.ts';
import { toast } from '../../ui/toast.ts';
import { PASSWORD_MAX_LENGTH } from '../../lib/validation/account-fields.ts';
import { hasErrors, type FieldErrors } from '../../lib/validation/field-errors.ts';
import { focusFirstError, PasswordField, useHydrated } from '../../ui/form-field.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { validateChangePassword, type ChangePasswordValues } from './change-password-rules.ts';

interface Props {
  strings: Strings;
}

type Field = keyof ChangePasswordValues;
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export default function ChangePasswordForm({ strings }: Props) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const update = (patch: Partial<ChangePasswordValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateChangePassword(next));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateChangePassword(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    try {
      const { token, message } = await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      keepSession(token);
      toast.success(translateApiMessage(message, t));
      setValues(EMPTY);
      setSubmitted(false);
      setErrors({});
    } catch (error) {
      toast.error(translateApiMessage(error instanceof Error ? error.message : String(error), t));
    } finally {
      setBusy(false);
    }
  };

  if (hydrated && !loggedIn) return <p className="text-slate-700">{t('account.signedOut')}</p>;
  const error = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  const labels = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
      <PasswordField
        id="change-old-password"
        name="oldPassword"
        label={t('account.password.old')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.oldPassword}
        onChange={(event) => update({ oldPassword: event.currentTarget.value })}
        error={error('oldPassword')}
        {...labels}
      />
      <NewPasswordFields
        password={{
          id: 'change-new-password',
          name: 'newPassword',
          label: t('auth.newPassword'),
          value: values.newPassword,
          error: error('newPassword'),
        }}
        confirm={{
          id: 'change-confirm-password',
          name: 'confirmNewPassword',
          label: t('auth.confirmNewPassword'),
          value: values.confirmNewPassword,
          error: error('confirmNewPassword'),
        }}
        hint={t('auth.passwordHint')}
        onChange={(name, value) => update({ [name]: value })}
        {...labels}
      />
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || busy}>
        {t('account.password.submit')}
      </button>
    </form>
  );
}
