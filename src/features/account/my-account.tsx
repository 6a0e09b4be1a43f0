/**
 * My account (SPEC.md §2/§4): avatar, name and profile (name, e-mail, phone, address) from getUserDetail;
 * the edit toggle opens the form (phone read-only, photo drop zone); Edit saves (uploadphoto, then
 * editDealerProfile with the §3 payload), goes back to view mode, reloads, and the nav shows the new photo.
 * Without a token nothing is shown: the frame opens its login-required dialog.
 */
import { useStore } from '@nanostores/react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UserDetail } from '../../lib/api/api-types.ts';
import { editProfile, uploadPhoto } from '../../lib/api/auth.ts';
import { getUserDetail } from '../../lib/api/user-detail.ts';
import { messageOf, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { createTranslate, type IslandProps } from '../../lib/i18n/translate.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { profileChanged } from '../../lib/stores/profile.ts';
import { toast } from '../../ui/toast.ts';
import { editProfilePayload } from './edit-profile-payload.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedSearches } from './saved-searches.tsx';

type Load = { state: 'loading' } | { state: 'ready'; user: UserDetail } | { state: 'failed' };

/** The server-rendered and loading look: the same boxes as the profile, so nothing jumps when it arrives. */
function ProfileSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]" aria-hidden="true">
      <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 p-6">
        <div className="size-32 animate-pulse rounded-full bg-slate-200" />
        <div className="h-6 w-40 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="grid gap-4 rounded-lg border border-slate-200 p-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

export default function MyAccount({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const loggedIn = useStore($isLoggedIn);
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState(false);

  const reload = useCallback((signal?: AbortSignal) => {
    getUserDetail(signal)
      .then((user) => setLoad(user ? { state: 'ready', user } : { state: 'failed' }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // SPEC.md §8: logged, loading stops.
        console.error('user detail could not be loaded', error);
        setLoad({ state: 'failed' });
      });
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    reload(abort.signal);
    return () => abort.abort();
  }, [loggedIn, reload]);

  // The server render knows no token: the skeleton until hydrated, so both renders agree.
  if (!hydrated) return <ProfileSkeleton />;
  if (!loggedIn) return <p className="text-slate-700">{t('account.signedOut')}</p>;
  if (load.state === 'loading') return <ProfileSkeleton />;
  if (load.state === 'failed')
    return <p className="rounded-md bg-red-50 p-4 text-red-800">{t('account.loadFailed')}</p>;

  const { user } = load;
  const save = async (edit: { displayName: string; emailId: string; address: string; photo: File | null }) => {
    const profilePhoto = edit.photo ? (await uploadPhoto(edit.photo, edit.photo.name)).filename : '';
    return editProfile(editProfilePayload({ userId: user.Id, ...edit, profilePhoto }), lang);
  };

  return (
    <>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <section
          className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 p-6 text-center"
          aria-labelledby="account-name"
        >
          <img
            src={mediaUrl('other', user.ProfilePhoto, { thumb: true })}
            alt={t('account.avatarAlt', { name: user.DisplayName })}
            width="128"
            height="128"
            className="size-32 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50"
            data-account-avatar
          />
          <h2 id="account-name" className="text-xl font-bold break-words text-slate-900">
            {user.DisplayName}
          </h2>
          <p className="text-slate-600">{`${user.CountryCode} ${user.PhoneNumber}`}</p>
        </section>
        <section className="rounded-lg border border-slate-200 p-6" aria-labelledby="account-profile-title">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="account-profile-title" className="text-lg font-bold text-slate-900">
              {t('account.profileTitle')}
            </h2>
            <button type="button" className="btn-outline" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
              <StrokeIcon d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
              {t('account.editToggle')}
            </button>
          </div>
          {editing ? (
            <ProfileForm
              user={user}
              t={t}
              onCancel={() => setEditing(false)}
              onSave={async (edit) => {
                try {
                  await save(edit);
                } catch (error) {
                  toast.error(translateApiMessage(messageOf(error), t));
                  return false;
                }
                // editDealerProfile's message ('Profile Updated Successfully'), in the page's language.
                toast.success(t('apiMessage.profileUpdated'));
                setEditing(false);
                reload();
                profileChanged();
                return true;
              }}
            />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              <ProfileItem label={t('account.name')} value={user.DisplayName} />
              <ProfileItem label={t('account.email')} value={user.EmailId} empty={t('account.notGiven')} />
              <ProfileItem label={t('account.phone')} value={`${user.CountryCode} ${user.PhoneNumber}`} />
              <ProfileItem label={t('account.address')} value={user.Address} empty={t('account.notGiven')} />
            </dl>
          )}
        </section>
      </div>
      <SavedSearches lang={lang} t={t} />
    </>
  );
}

function ProfileItem({ label, value, empty = '' }: { label: string; value: string | null; empty?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className={`mt-0.5 break-words ${value ? 'text-slate-900' : 'text-slate-500 italic'}`}>{value || empty}</dd>
    </div>
  );
}
