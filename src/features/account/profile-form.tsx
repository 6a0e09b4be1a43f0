/**
 * My account's edit mode: name, e-mail, phone (read-only), address and the photo drop zone;
 * Edit submits, Cancel goes back to view mode (SPEC.md §2).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import type { UserDetail } from '../../lib/api/api-types.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../../lib/validation/account-fields.ts';
import { EMAIL_MAX_LENGTH } from '../../lib/validation/email.ts';
import { hasErrors, type FieldErrors } from '../../lib/validation/field-errors.ts';
import { focusFirstError, labelClass, TextField } from '../../ui/form-field.tsx';
import { PhotoDropZone } from './photo-drop-zone.tsx';
import { validateProfile, type ProfileValues } from './profile-rules.ts';

export interface ProfileSave extends ProfileValues {
  photo: File | null;
}

interface Props {
  user: UserDetail;
  t: Translate;
  onCancel: () => void;
  /** Saves; resolves to false when the save failed (the form stays open). */
  onSave: (edit: ProfileSave) => Promise<boolean>;
}

export function ProfileForm({ user, t, onCancel, onSave }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileValues>({
    displayName: user.DisplayName,
    emailId: user.EmailId ?? '',
    address: user.Address ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const update = (patch: Partial<ProfileValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateProfile(next));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateProfile(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    const saved = await onSave({ ...values, photo });
    if (!saved) setBusy(false);
  };

  const error = (field: keyof ProfileValues) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-busy={busy}>
      <TextField
        id="account-display-name"
        name="displayName"
        label={t('account.name')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={values.displayName}
        onChange={(event) => update({ displayName: event.currentTarget.value })}
        error={error('displayName')}
      />
      <TextField
        id="account-email"
        name="emailId"
        type="email"
        label={t('account.email')}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={values.emailId}
        onChange={(event) => update({ emailId: event.currentTarget.value })}
        error={error('emailId')}
      />
      <TextField
        id="account-phone"
        name="phone"
        label={t('account.phone')}
        hint={t('account.phoneReadOnly')}
        value={`${user.CountryCode} ${user.PhoneNumber}`}
        readOnly
      />
      <TextField
        id="account-address"
        name="address"
        label={t('account.address')}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        value={values.address}
        onChange={(event) => update({ address: event.currentTarget.value })}
      />
      <div className="sm:col-span-2">
        <p className={`${labelClass} mb-1`}>{t('account.photo.label')}</p>
        <PhotoDropZone file={photo} onFile={setPhoto} t={t} disabled={busy} />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary min-w-32" disabled={busy}>
          {t('account.submit')}
        </button>
        <button type="button" className="btn-outline min-w-32" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
