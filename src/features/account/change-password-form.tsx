/**
 * Change password (SPEC.md §2/§5): old, new and confirm-new password; the server's message as a toast.
 * The API answers a fresh token (earlier ones stop working): it replaces the stored one, so the visitor
 * stays signed in here. Without a token nothing is shown: the frame opens its login-required dialog.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { changePassword } from '../../lib/api/auth.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { $isLoggedIn, login as keepSession } from '../../lib/stores/auth.ts';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { CurrentPasswordField, NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
import { validateChangePassword, type ChangePasswordValues } from './change-password-rules.ts';

interface Props {
  strings: Strings;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export default function ChangePasswordForm({ strings }: Props) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const { form, onSubmit, reset, field } = useValidatedForm(validateChangePassword, t, {
    initial: EMPTY,
  });
  const [busy, setBusy] = useState(false);

  const send = async (values: ChangePasswordValues) => {
    setBusy(true);
    try {
      const answer = await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      keepSession(answer.token);
      toast.success(translateApiMessage(successMessage(answer), t));
      reset();
    } catch (error) {
      toast.error(translateApiMessage(messageOf(error), t));
    } finally {
      setBusy(false);
    }
  };

  if (hydrated && !loggedIn) return <p className="text-slate-700">{t('account.signedOut')}</p>;
  return (
    <form ref={form} noValidate onSubmit={onSubmit(send)} className="grid gap-5" aria-busy={busy}>
      <CurrentPasswordField
        id="change-old-password"
        label={t('account.password.old')}
        t={t}
        {...field('oldPassword')}
      />
      <NewPasswordFields
        password={{ id: 'change-new-password', label: t('auth.newPassword'), ...field('newPassword') }}
        confirm={{ id: 'change-confirm-password', label: t('auth.confirmNewPassword'), ...field('confirmNewPassword') }}
        t={t}
      />
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || busy}>
        {t('account.password.submit')}
      </button>
    </form>
  );
}
