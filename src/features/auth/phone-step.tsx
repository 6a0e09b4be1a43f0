/**
 * Step 1 of registration and reset: country code and mobile number, checked (SPEC.md §5) before
 * `onSubmit` runs the server's check.
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
import { PhoneFields } from './phone-fields.tsx';
import { validatePhone, type PhoneValues } from './phone-rules.ts';
import type { FlowState } from './verification-flow.ts';

interface Props {
  idPrefix: string;
  state: FlowState;
  onPhone: (phone: PhoneValues) => void;
  onSubmit: () => void;
  submitLabel: string;
  t: Translate;
  locale: string;
  hydrated: boolean;
}

export function PhoneStep({ idPrefix, state, onPhone, onSubmit, submitLabel, t, locale, hydrated }: Props) {
  const phone: PhoneValues = { countryCode: state.countryCode, mobileNo: state.mobileNo };
  const {
    form,
    errors,
    update: change,
    onSubmit: onValid,
  } = useValidatedForm(validatePhone, t, { values: phone, onChange: onPhone });

  return (
    <form ref={form} noValidate onSubmit={onValid(onSubmit)} className="grid gap-5" aria-busy={state.busy}>
      <PhoneFields
        idPrefix={idPrefix}
        countryCode={state.countryCode}
        mobileNo={state.mobileNo}
        onCountryCode={(countryCode) => change({ countryCode })}
        onMobileNo={(mobileNo) => change({ mobileNo })}
        errors={errors}
        t={t}
        locale={locale}
        locked={state.locked}
      />
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || state.busy}>
        {submitLabel}
      </button>
    </form>
  );
}
