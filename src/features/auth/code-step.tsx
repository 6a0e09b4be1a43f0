/**
 * Step 2 of registration and reset: the locked number, the 6-character code, 'Next', the countdown
 * and 'Resend OTP' while it is above 0 (SPEC.md §4), and a way back to change the number.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { digitsOnly } from '../../lib/validation/field-errors.ts';
import { focusFirstError, TextField } from '../../ui/form-field.tsx';
import { OTP_LENGTH } from '../../lib/validation/field-bounds.ts';
import { otpError } from './auth-rules.ts';
import { PhoneFields } from './phone-fields.tsx';
import { canResend, type FlowState } from './verification-flow.ts';

interface Props {
  idPrefix: string;
  state: FlowState;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
  t: Translate;
  locale: string;
  hydrated: boolean;
}

export function CodeStep({ idPrefix, state, onVerify, onResend, onChangeNumber, t, locale, hydrated }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = otpError(code);
    setError(found);
    if (found) focusFirstError(form.current);
    else onVerify(code);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5" aria-busy={state.busy}>
      <PhoneFields
        idPrefix={idPrefix}
        countryCode={state.countryCode}
        mobileNo={state.mobileNo}
        onCountryCode={() => {}}
        onMobileNo={() => {}}
        errors={{}}
        t={t}
        locale={locale}
        locked
      />
      <TextField
        id={`${idPrefix}-code`}
        name="code"
        label={t('auth.otp.label')}
        hint={t('auth.otp.hint', { phone: `${state.countryCode} ${state.mobileNo}` })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        value={code}
        onChange={(event) => {
          const next = digitsOnly(event.currentTarget.value, OTP_LENGTH);
          setCode(next);
          if (submitted) setError(otpError(next));
        }}
        error={error ? t(error) : undefined}
      />
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || state.busy}>
        {t('auth.otp.next')}
      </button>
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className="font-semibold text-brand-700 underline underline-offset-2"
          onClick={onChangeNumber}
        >
          {t('auth.otp.changeNumber')}
        </button>
        {canResend(state) && (
          <p className="flex items-center gap-3">
            <span className="text-sm text-slate-700" role="timer" aria-live="off">
              {t('auth.otp.countdown', { seconds: state.countdown })}
            </span>
            <button type="button" className="btn-outline" disabled={state.busy} onClick={onResend}>
              {t('auth.otp.resend')}
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
