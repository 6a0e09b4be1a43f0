/**
 * Step 2 of registration and reset: the locked number, the 6-character code, 'Next', the countdown
 * and, once it is over, 'Resend OTP' (verification-flow.ts), and a way back to change the number.
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import { digitsOnly } from '../../lib/validation/field-errors.ts';
import { OTP_LENGTH } from '../../lib/validation/field-bounds.ts';
import { TextField } from '../../ui/form-field.tsx';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
import { otpError } from './auth-rules.ts';
import { LockedPhone } from './phone-fields.tsx';
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

/** The code's one rule, in the shape useValidatedForm takes. */
function codeErrors({ code }: { code: string }): { code?: string } {
  return { code: otpError(code) };
}

export function CodeStep({ idPrefix, state, onVerify, onResend, onChangeNumber, t, locale, hydrated }: Props) {
  const { form, values, update, onSubmit, error } = useValidatedForm(codeErrors, t, { initial: { code: '' } });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit(({ code }) => onVerify(code))}
      className="grid gap-5"
      aria-busy={state.busy}
    >
      <LockedPhone idPrefix={idPrefix} phone={state} t={t} locale={locale} />
      <TextField
        id={`${idPrefix}-code`}
        name="code"
        label={t('auth.otp.label')}
        hint={t('auth.otp.hint', { phone: `${state.countryCode} ${state.mobileNo}` })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        value={values.code}
        onChange={(event) => update({ code: digitsOnly(event.currentTarget.value, OTP_LENGTH) })}
        error={error('code')}
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
        {state.step === 'code' && state.countdown > 0 && (
          <p className="text-sm text-slate-700" role="timer" aria-live="off" data-resend-countdown>
            {t('auth.otp.countdown', { seconds: state.countdown })}
          </p>
        )}
        {canResend(state) && (
          <button type="button" className="btn-outline" disabled={state.busy} onClick={onResend}>
            {t('auth.otp.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
