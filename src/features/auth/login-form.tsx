/**
 * The login form (SPEC.md §2 Login): Customer / Importer, country code, mobile number, password.
 * 200 → the token goes to the auth store and the page to /{lang}/home, for an importer too (SPEC.md §4),
 * or back to the page whose login-required dialog led here (`?next=`, checked by return-path.ts);
 * any refusal → 'Mobile Number and Password are Not Matching!!!'.
 * The sign-up and forgot-password links show only for Customer.
 */
import { useEffect, useMemo, useState } from 'react';
import { login } from '../../lib/api/auth.ts';
import { ApiError } from '../../lib/api/client.ts';
import { translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { htmlLang, type Lang } from '../../lib/i18n/langs.ts';
import { localizedUrl } from '../../lib/i18n/localized-url.ts';
import { createTranslate, type IslandProps, type Translate } from '../../lib/i18n/translate.ts';
import { RETURN_PARAM, safeReturnPath } from '../../lib/site/return-path.ts';
import { routePath } from '../../lib/site/routes.ts';
import { login as keepSession } from '../../lib/stores/auth.ts';
import { toast } from '../../ui/toast.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { CurrentPasswordField } from '../../ui/new-password-fields.tsx';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
import { DEFAULT_COUNTRY } from './country-codes.ts';
import { takeFlash } from './flash-message.ts';
import { validateLogin, type LoginValues } from './login-rules.ts';
import { PhoneFields } from './phone-fields.tsx';

/** delerRoleTypeId of SPEC.md §6: an importer signs in with roleType 10. */
const IMPORTER_ROLE = 10;

type Role = 'customer' | 'importer';

/** Refusals that are about the credentials get the spec's message; a rate limit or a network error says what it is. */
function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) return translateApiMessage(error, t);
  return t('auth.login.failed');
}

/** The page a successful login goes to: the safe `?next=` page in this page's language, else /home. */
function afterLogin(lang: Lang): string {
  const next = new URLSearchParams(window.location.search).get(RETURN_PARAM);
  const back = safeReturnPath(next, window.location.origin);
  return back ? localizedUrl(back, lang) : routePath(lang, 'home');
}

export default function LoginForm({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const [role, setRole] = useState<Role>('customer');
  const { form, values, errors, update, onSubmit, field } = useValidatedForm(validateLogin, t, {
    initial: { countryCode: DEFAULT_COUNTRY.dial_code, mobileNo: '', password: '' },
  });
  const [busy, setBusy] = useState(false);

  // "Registered Successfully. Please login." / "Your password has been updated…" from the page before.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.longSuccess(flash);
  }, []);

  const send = async (values: LoginValues) => {
    setBusy(true);
    try {
      const data = await login({ ...values, ...(role === 'importer' ? { roleType: IMPORTER_ROLE } : {}) });
      keepSession(data.token);
      window.location.assign(afterLogin(lang));
    } catch (error) {
      toast.error(failureMessage(error, t));
      setBusy(false);
    }
  };

  const roleClass =
    'flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-400 px-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent-600';
  return (
    <form ref={form} noValidate onSubmit={onSubmit(send)} className="grid gap-5" aria-busy={busy}>
      <fieldset>
        <legend className="mb-1 font-semibold text-slate-900">{t('auth.login.roleLegend')}</legend>
        <div className="flex gap-3">
          {(['customer', 'importer'] as const).map((r) => (
            <label key={r} className={roleClass}>
              <input
                type="radio"
                name="role"
                value={r}
                className="sr-only"
                checked={role === r}
                onChange={() => setRole(r)}
              />
              {t(r === 'customer' ? 'auth.login.customer' : 'auth.login.importer')}
            </label>
          ))}
        </div>
      </fieldset>
      <PhoneFields
        idPrefix="login"
        countryCode={values.countryCode}
        mobileNo={values.mobileNo}
        onCountryCode={(countryCode) => update({ countryCode })}
        onMobileNo={(mobileNo) => update({ mobileNo })}
        errors={errors}
        t={t}
        locale={htmlLang(lang)}
      />
      <CurrentPasswordField id="login-password" label={t('auth.password')} t={t} {...field('password')} />
      {role === 'importer' && <p className="text-sm text-slate-700">{t('auth.login.importerNote')}</p>}
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || busy}>
        {t('auth.login.submit')}
      </button>
      {role === 'customer' && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <a
            className="font-semibold text-brand-700 underline underline-offset-2"
            href={routePath(lang, 'forgot_password')}
          >
            {t('auth.login.forgot')}
          </a>
          <p>
            {t('auth.login.noAccount')}{' '}
            <a className="font-semibold text-brand-700 underline underline-offset-2" href={routePath(lang, 'sign_up')}>
              {t('auth.login.signUp')}
            </a>
          </p>
        </div>
      )}
    </form>
  );
}
