/**
 * Registration in three steps (SPEC.md §2/§4): (1) country and mobile → checkUser, then the number is
 * locked and a code sent; (2) the code → phone proof; (3) the full form → userRegisteration → /login.
 */
import { useMemo } from 'react';
import { checkUser } from '../../lib/api/auth.ts';
import { htmlLang } from '../../lib/i18n/langs.ts';
import { createTranslate, type IslandProps } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { DEFAULT_COUNTRY } from './country-codes.ts';
import { RegisterDetailsStep } from './register-details-step.tsx';
import { useVerificationFlow } from './use-verification-flow.ts';
import { successMessage } from '../../lib/i18n/api-messages.ts';
import { VerificationSteps } from './verification-steps.tsx';

export default function RegisterForm({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const locale = htmlLang(lang);
  const flow = useVerificationFlow('register', DEFAULT_COUNTRY.dial_code, t);
  const { state } = flow;
  const titles = { 1: t('auth.register.stepPhone'), 2: t('auth.register.stepCode'), 3: t('auth.register.stepDetails') };

  return (
    <div>
      <VerificationSteps
        flow={flow}
        idPrefix="register"
        titles={titles}
        submitLabel={t('auth.register.verifyPhone')}
        onStart={() =>
          void flow.start(async () => {
            const answer = await checkUser({ mobileNo: state.mobileNo, countryCode: state.countryCode });
            return { allowed: answer.isAllow, message: successMessage(answer) };
          })
        }
        t={t}
        locale={locale}
        hydrated={hydrated}
      >
        <RegisterDetailsStep flow={flow} lang={lang} t={t} locale={locale} hydrated={hydrated} />
      </VerificationSteps>
      <p className="mt-6 text-sm">
        {t('auth.register.haveAccount')}{' '}
        <a className="font-semibold text-brand-700 underline underline-offset-2" href={routePath(lang, 'login')}>
          {t('auth.register.login')}
        </a>
      </p>
    </div>
  );
}
