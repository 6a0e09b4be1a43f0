/**
 * Step 1 of registration and reset: country code and mobile number, checked (SPEC.md §5) before
 * `onSubmit` runs the server's check.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { hasErrors, type FieldErrors } from '../../lib/validation/field-errors.ts';
import { focusFirstError } from '../../ui/form-field.tsx';
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
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof PhoneValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const phone = { countryCode: state.countryCode, mobileNo: state.mobileNo };

  const change = (patch: Partial<PhoneValues>) => {
    const next = { ...phone, ...patch };
    onPhone(next);
    if (submitted) setErrors(validatePhone(next));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePhone(phone);
    setErrors(found);
    if (hasErrors(found)) focusFirstError(form.current);
    else onSubmit();
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5" aria-busy={state.busy}>
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
