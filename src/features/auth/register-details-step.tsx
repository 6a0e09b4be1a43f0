/**
 * Step 3 of registration: mobile and country locked, password and confirmation, name, e-mail and
 * address (optional), 'Sign up' → userRegisteration with the phone proof. 200 → /login;
 * 409 or any other answer → the server's message (SPEC.md §8).
 */
import { register } from '../../lib/api/auth.ts';
import { ApiError } from '../../lib/api/client.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { toast } from '../../ui/toast.ts';
import { ContactFields } from '../../ui/contact-fields.tsx';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
import { keepFlash } from './flash-message.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { LockedPhone } from './phone-fields.tsx';
import { validateRegister, type RegisterValues } from './register-rules.ts';
import type { VerificationFlow } from './use-verification-flow.ts';

interface Props {
  flow: VerificationFlow;
  lang: Lang;
  t: Translate;
  locale: string;
  hydrated: boolean;
}

const EMPTY: RegisterValues = { name: '', password: '', confirmPassword: '', emailId: '', address: '' };

export function RegisterDetailsStep({ flow, lang, t, locale, hydrated }: Props) {
  const { state, dispatch } = flow;
  const { form, onSubmit, field } = useValidatedForm(validateRegister, t, { initial: EMPTY });

  const send = async (values: RegisterValues) => {
    dispatch({ type: 'submitted' });
    try {
      const answer = await register(
        {
          name: values.name.trim(),
          emailId: values.emailId.trim(),
          address: values.address.trim(),
          mobileNo: state.mobileNo,
          countryCode: state.countryCode,
          password: values.password,
          phoneProof: state.phoneProof ?? '',
        },
        lang,
      );
      dispatch({ type: 'completed' });
      keepFlash(translateApiMessage(successMessage(answer), t));
      window.location.assign(routePath(lang, 'login'));
    } catch (error) {
      toast.error(translateApiMessage(messageOf(error), t));
      // A spent or expired proof cannot be used again: verify the number anew.
      if (error instanceof ApiError && error.status === 400 && error.key === 'proofRefused') {
        dispatch({ type: 'changeNumber' });
      } else {
        dispatch({ type: 'failed' });
      }
    }
  };
  return (
    <form ref={form} noValidate onSubmit={onSubmit(send)} className="grid gap-5 sm:grid-cols-2" aria-busy={state.busy}>
      <div className="sm:col-span-2">
        <LockedPhone idPrefix="register" phone={state} t={t} locale={locale} />
      </div>
      <NewPasswordFields
        password={{ id: 'register-password', label: t('auth.password'), ...field('password') }}
        confirm={{ id: 'register-confirm', label: t('auth.confirmPassword'), ...field('confirmPassword') }}
        t={t}
      />
      <ContactFields
        name={{ id: 'register-name', label: t('auth.register.name'), ...field('name') }}
        email={{ id: 'register-email', label: t('auth.register.email'), ...field('emailId') }}
        address={{ id: 'register-address', label: t('auth.register.address'), ...field('address') }}
        className="sm:col-span-2"
      />
      <button
        type="submit"
        className="btn-primary w-full sm:col-span-2"
        disabled={!hydrated || state.busy || state.step === 'done'}
      >
        {t('auth.register.signUp')}
      </button>
    </form>
  );
}
