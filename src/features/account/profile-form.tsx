/**
 * My account's edit mode: name, e-mail, phone (read-only), address and the photo drop zone;
 * Edit submits, Cancel goes back to view mode (SPEC.md §2).
 */
import { useState } from 'react';
import type { UserDetail } from '../../lib/api/api-types.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { labelClass, TextField } from '../../ui/form-field.tsx';
import { ContactFields } from '../../ui/contact-fields.tsx';
import { useValidatedForm } from '../../ui/use-validated-form.ts';
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
  const { form, onSubmit, field } = useValidatedForm(validateProfile, t, {
    initial: { displayName: user.DisplayName, emailId: user.EmailId ?? '', address: user.Address ?? '' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (values: ProfileValues) => {
    setBusy(true);
    const saved = await onSave({ ...values, photo });
    if (!saved) setBusy(false);
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit(send)} className="grid gap-5 sm:grid-cols-2" aria-busy={busy}>
      <ContactFields
        name={{ id: 'account-display-name', label: t('account.name'), ...field('displayName') }}
        email={{ id: 'account-email', label: t('account.email'), ...field('emailId') }}
        address={{ id: 'account-address', label: t('account.address'), ...field('address') }}
      >
        <TextField
          id="account-phone"
          name="phone"
          label={t('account.phone')}
          hint={t('account.phoneReadOnly')}
          value={`${user.CountryCode} ${user.PhoneNumber}`}
          readOnly
        />
      </ContactFields>
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
