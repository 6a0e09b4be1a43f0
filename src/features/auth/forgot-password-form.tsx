/**
 * The password reset (SPEC.md §2/§4): (1) mobile and country → getTokeByMobileForForgetPassword
 * (the reset token stays in memory; 404 shows the server's message) and a code is sent; (2) the code →
 * phone proof; (3) new password and confirmation → forgotUpdatePassword → the server's message, /login.
 */
import { useMemo, useRef, useState, type SubmitEvent } from 'react';
import { forgotUpdatePassword, getResetToken } from '../../lib/api/auth.ts';
import { ApiError } from '../../lib/api/client.ts';
import { translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { htmlLang, type Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type Strings } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { toast } from '../../lib/toast.ts';
import { hasErrors, type FieldErrors } from '../../lib/validation/field-errors.ts';
import { focusFirstError, useHydrated } from '../../ui/form-field.tsx';
import { CodeStep } from './code-step.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { DEFAULT_COUNTRY } from './country-codes.ts';
import { keepFlash } from './flash-message.ts';
import { PhoneStep } from './phone-step.tsx';
import { validateResetPassword, type ResetPasswordValues } from './reset-password-rules.ts';
import { StepHeader } from './step-header.tsx';
import { useVerificationFlow, type VerificationFlow } from './use-verification-flow.ts';

interface Props {
  lang: Lang;
  strings: Strings;
}

export default function ForgotPasswordForm({ lang, strings }: Props) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const locale = htmlLang(lang);
  const flow = useVerificationFlow('reset', DEFAULT_COUNTRY.dial_code, t);
  const { state, dispatch } = flow;
  const titles = { 1: t('auth.forgot.stepPhone'), 2: t('auth.forgot.stepCode'), 3: t('auth.forgot.stepPassword') };

  const startReset = () =>
    void flow
      .start(async () => {
        const { token, message } = await getResetToken({ mobileNo: state.mobileNo, countryCode: state.countryCode });
        return { allowed: true, message, resetToken: token };
      })
      .then((answer) => {
        if (answer?.allowed) toast.success(translateApiMessage(answer.message, t));
      });

  return (
    <div>
      <StepHeader step={state.step} titles={titles} t={t} />
      {state.step === 'phone' && (
        <PhoneStep
          idPrefix="forgot"
          state={state}
          onPhone={(phone) => dispatch({ type: 'phoneChanged', ...phone })}
          onSubmit={startReset}
          submitLabel={t('auth.forgot.sendCode')}
          t={t}
          locale={locale}
          hydrated={hydrated}
        />
      )}
      {state.step === 'code' && (
        <CodeStep
          idPrefix="forgot"
          state={state}
          onVerify={(code) => void flow.verify(code)}
          onResend={() => void flow.resend()}
          onChangeNumber={() => dispatch({ type: 'changeNumber' })}
          t={t}
          locale={locale}
          hydrated={hydrated}
        />
      )}
      {(state.step === 'form' || state.step === 'done') && (
        <NewPasswordStep flow={flow} lang={lang} t={t} hydrated={hydrated} />
      )}
      <p className="mt-6 text-sm">
        <a className="font-semibold text-brand-700 underline underline-offset-2" href={routePath(lang, 'login')}>
          {t('auth.forgot.backToLogin')}
        </a>
      </p>
    </div>
  );
}

function NewPasswordStep({
  flow,
  lang,
  t,
  hydrated,
}: {
  flow: VerificationFlow;
  lang: Lang;
  t: (key: string) => string;
  hydrated: boolean;
}) {
  const { state, dispatch } = flow;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ResetPasswordValues>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordValues>>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (patch: Partial<ResetPasswordValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateResetPassword(next));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateResetPassword(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(form.current);
      return;
    }
    dispatch({ type: 'submitted' });
    try {
      const { message } = await forgotUpdatePassword(
        { newPassword: values.newPassword, phoneProof: state.phoneProof ?? '' },
        state.resetToken ?? '',
      );
      dispatch({ type: 'completed' });
      keepFlash(translateApiMessage(message, t));
      window.location.assign(routePath(lang, 'login'));
    } catch (error) {
      toast.error(translateApiMessage(error instanceof Error ? error.message : String(error), t));
      // An expired reset request or a spent proof: start again from the number.
      if (error instanceof ApiError && (error.status === 401 || error.message.startsWith('phoneProof:'))) {
        dispatch({ type: 'changeNumber' });
      } else {
        dispatch({ type: 'failed' });
      }
    }
  };

  const error = (field: keyof ResetPasswordValues) => (errors[field] ? t(errors[field]) : undefined);
  const labels = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5" aria-busy={state.busy}>
      <p className="text-slate-700">{t('auth.forgot.passwordIntro')}</p>
      <NewPasswordFields
        password={{
          id: 'forgot-new-password',
          name: 'newPassword',
          label: t('auth.newPassword'),
          value: values.newPassword,
          error: error('newPassword'),
        }}
        confirm={{
          id: 'forgot-confirm-password',
          name: 'confirmNewPassword',
          label: t('auth.confirmNewPassword'),
          value: values.confirmNewPassword,
          error: error('confirmNewPassword'),
        }}
        hint={t('auth.passwordHint')}
        onChange={(name, value) => update({ [name]: value })}
        {...labels}
      />
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || state.busy || state.step === 'done'}>
        {t('auth.forgot.submit')}
      </button>
    </form>
  );
}
