/**
 * The password reset (SPEC.md §2/§4): (1) mobile and country → getTokeByMobileForForgetPassword
 * (the reset token stays in memory; 404 shows the server's message) and a code is sent; (2) the code →
 * phone proof; (3) new password and confirmation → forgotUpdatePassword → the server's message, /login.
 */
import { useMemo } from 'react';
import { forgotUpdatePassword, getResetToken } from '../../lib/api/auth.ts';
import { ApiError } from '../../lib/api/client.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { htmlLang, type Lang } from '../../lib/i18n/langs.ts';
import { createTranslate, type IslandProps, type Translate } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { DEFAULT_COUNTRY } from './country-codes.ts';
import { keepFlash } from './flash-message.ts';
import { validateResetPassword, type ResetPasswordValues } from './reset-password-rules.ts';
import { useVerificationFlow, type VerificationFlow } from './use-verification-flow.ts';
import { VerificationSteps } from './verification-steps.tsx';

export default function ForgotPasswordForm({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const locale = htmlLang(lang);
  const flow = useVerificationFlow('reset', DEFAULT_COUNTRY.dial_code, t);
  const { state } = flow;
  const titles = { 1: t('auth.forgot.stepPhone'), 2: t('auth.forgot.stepCode'), 3: t('auth.forgot.stepPassword') };

  const startReset = () =>
    void flow
      .start(async () => {
        const answer = await getResetToken({ mobileNo: state.mobileNo, countryCode: state.countryCode });
        return { allowed: true, message: successMessage(answer), resetToken: answer.token };
      })
      .then((answer) => {
        if (answer?.allowed) toast.success(translateApiMessage(answer.message, t));
      });

  return (
    <div>
      <VerificationSteps
        flow={flow}
        idPrefix="forgot"
        titles={titles}
        submitLabel={t('auth.forgot.sendCode')}
        onStart={startReset}
        t={t}
        locale={locale}
        hydrated={hydrated}
      >
        <NewPasswordStep flow={flow} lang={lang} t={t} hydrated={hydrated} />
      </VerificationSteps>
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
  t: Translate;
  hydrated: boolean;
}) {
  const { state, dispatch } = flow;
  const { form, onSubmit, field } = useValidatedForm(validateResetPassword, t, {
    initial: { newPassword: '', confirmNewPassword: '' },
  });

  const send = async (values: ResetPasswordValues) => {
    dispatch({ type: 'submitted' });
    try {
      const answer = await forgotUpdatePassword(
        { newPassword: values.newPassword, phoneProof: state.phoneProof ?? '' },
        state.resetToken ?? '',
      );
      dispatch({ type: 'completed' });
      keepFlash(translateApiMessage(successMessage(answer), t));
      window.location.assign(routePath(lang, 'login'));
    } catch (error) {
      toast.error(translateApiMessage(messageOf(error), t));
      // An expired reset request or a spent proof: start again from the number.
      if (error instanceof ApiError && (error.status === 401 || error.key === 'proofRefused')) {
        dispatch({ type: 'changeNumber' });
      } else {
        dispatch({ type: 'failed' });
      }
    }
  };
  return (
    <form ref={form} noValidate onSubmit={onSubmit(send)} className="grid gap-5" aria-busy={state.busy}>
      <p className="text-slate-700">{t('auth.forgot.passwordIntro')}</p>
      <NewPasswordFields
        password={{ id: 'forgot-new-password', label: t('auth.newPassword'), ...field('newPassword') }}
        confirm={{ id: 'forgot-confirm-password', label: t('auth.confirmNewPassword'), ...field('confirmNewPassword') }}
        t={t}
      />
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || state.busy || state.step === 'done'}>
        {t('auth.forgot.submit')}
      </button>
    </form>
  );
}
