/**
 * The country code and mobile number pair of every sign-in form: the code picker beside a digits-only
 * input of at most 10 characters (SPEC.md §5). Locked (read-only) once the number is being verified.
 */
import type { Translate } from '../../lib/i18n/translate.ts';
import { MOBILE_INPUT_MAX_LENGTH } from '../../lib/validation/field-bounds.ts';
import { digitsOnly } from '../../lib/validation/field-errors.ts';
import { describedBy, FieldMessages, labelClass } from '../../ui/form-field.tsx';
import { CountryCodePicker } from './country-code-picker.tsx';

interface Props {
  /** Prefix of the ids ('login' → login-country, login-mobile). */
  idPrefix: string;
  countryCode: string;
  mobileNo: string;
  onCountryCode: (dialCode: string) => void;
  onMobileNo: (mobileNo: string) => void;
  errors: { countryCode?: string | undefined; mobileNo?: string | undefined };
  t: Translate;
  locale: string;
  locked?: boolean;
}

export function PhoneFields(props: Props) {
  const { idPrefix, t, locked = false, errors } = props;
  const countryId = `${idPrefix}-country`;
  const mobileId = `${idPrefix}-mobile`;
  const countryError = errors.countryCode ? t(errors.countryCode) : undefined;
  const mobileError = errors.mobileNo ? t(errors.mobileNo) : undefined;
  return (
    <div className="grid grid-cols-[minmax(7.5rem,auto)_1fr] gap-x-3">
      <div>
        <span id={`${countryId}-label`} className={labelClass}>
          {t('auth.countryCode')}
        </span>
        <CountryCodePicker
          id={countryId}
          value={props.countryCode}
          onChange={(country) => props.onCountryCode(country.dial_code)}
          locale={props.locale}
          t={t}
          disabled={locked}
          labelledBy={`${countryId}-label`}
          error={countryError}
          describedBy={describedBy(countryId, undefined, countryError)}
        />
      </div>
      <div>
        <label htmlFor={mobileId} className={labelClass}>
          {t('auth.mobileNo')}
        </label>
        <input
          id={mobileId}
          name="mobileNo"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          className="field mt-1 read-only:bg-slate-100 read-only:text-slate-700"
          value={props.mobileNo}
          readOnly={locked}
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={describedBy(mobileId, undefined, mobileError)}
          onChange={(event) => props.onMobileNo(digitsOnly(event.currentTarget.value, MOBILE_INPUT_MAX_LENGTH))}
        />
      </div>
      <div className="col-span-2">
        <FieldMessages id={countryId} error={countryError} />
        <FieldMessages id={mobileId} error={mobileError} />
      </div>
    </div>
  );
}

/** The number being verified or verified: shown locked (the code step, the registration details). */
export function LockedPhone(props: {
  idPrefix: string;
  phone: { countryCode: string; mobileNo: string };
  t: Translate;
  locale: string;
}) {
  const { idPrefix, phone, t, locale } = props;
  const ignore = () => {};
  return (
    <PhoneFields
      idPrefix={idPrefix}
      countryCode={phone.countryCode}
      mobileNo={phone.mobileNo}
      onCountryCode={ignore}
      onMobileNo={ignore}
      errors={{}}
      t={t}
      locale={locale}
      locked
    />
  );
}
