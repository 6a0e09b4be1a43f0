/**
 * The studio island (issue 18): admins and editors edit the terms, the privacy policy (each in en, fr,
 * sp) and the contact details, save drafts, preview, publish and follow the build, list versions,
 * compare and revert. Signed out: nothing here (the frame opens the login-required dialog); another
 * role: a clear "not allowed" message (the role from getUserDetail, else the studio's own 403).
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ContactBody, StudioKind, StudioLang } from '../../lib/api/studio.ts';
import { getUserDetail } from '../../lib/api/user-detail.ts';
import { createTranslate, type IslandProps, type Translate } from '../../lib/i18n/translate.ts';
import { routePath } from '../../lib/site/routes.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { useHydrated } from '../../ui/form-field.tsx';
import { ImportersPanel } from './importers-panel.tsx';
import { ReportsPanel } from './reports-panel.tsx';
import { ContactEditor } from './contact-editor.tsx';
import { DocumentPanel } from './document-panel.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { formatDateTime } from './studio-format.ts';
import { docKey, isDirty, type Entry } from './studio-reducer.ts';
import { staleLanguages, studioAccess, type Access } from './studio-rules.ts';
import { StudioTabs } from './studio-tabs.tsx';
import { useStudio } from './use-studio.ts';

const DOC_LANGS: readonly StudioLang[] = ['en', 'fr', 'sp'];
/** The admin role (contract: ROLE.admin = -1) and the tabs only admins see (issue 23). */
const ADMIN_ROLE = -1;
type AdminTab = 'importers' | 'reports';

// The editor (TipTap and ProseMirror, most of the studio's weight) loads once the studio is allowed to
// open, so a signed-out visitor or another role downloads only this small gate.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));
const EDITOR_PLACEHOLDER = (
  <div className="min-h-80 animate-pulse rounded-lg border border-slate-300 bg-slate-50" aria-hidden="true" />
);

/** Tab labels and in-sentence names of each language, literal keys (the i18n check finds them). */
const LANG_TAB = { en: 'studio.langTab.en', fr: 'studio.langTab.fr', sp: 'studio.langTab.sp' } as const;
const LANG_NAME = { en: 'studio.langName.en', fr: 'studio.langName.fr', sp: 'studio.langName.sp' } as const;
const KIND_TITLE = {
  terms: 'studio.kind.terms',
  privacy: 'studio.kind.privacy',
  contact: 'studio.kind.contact',
} as const;

function Notice({ children, tone = 'info' }: { children: string; tone?: 'info' | 'error' }) {
  const look =
    tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-300 bg-slate-50 text-slate-800';
  return <p className={`rounded-md border p-4 font-medium ${look}`}>{children}</p>;
}

function useAccess(loggedIn: boolean, setRole: (role: unknown) => void): Access | 'checking' {
  const [access, setAccess] = useState<Access | 'checking'>('checking');
  useEffect(() => {
    if (!loggedIn) return;
    const abort = new AbortController();
    getUserDetail(abort.signal)
      .then((detail) => {
        setRole((detail as { RoleType?: unknown } | null)?.RoleType);
        setAccess(studioAccess(detail));
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // The studio's own calls decide (403 → not allowed).
        setAccess('unknown');
      });
    return () => abort.abort();
  }, [loggedIn, setRole]);
  return access;
}

export default function StudioApp({ lang, strings }: IslandProps) {
  const t = useMemo(() => createTranslate(strings), [strings]);
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const [role, setRole] = useState<unknown>(null);
  const access = useAccess(loggedIn, setRole);
  // Issue 23: admins (role -1) also get the importers' verification and the listing reports.
  const isAdmin = role === ADMIN_ROLE;
  const studio = useStudio(hydrated && loggedIn && (access === 'allowed' || access === 'unknown'));
  const [kind, setKind] = useState<StudioKind | AdminTab>('terms');

  // Leaving with unsaved text asks first.
  const anyDirty = Object.values(studio.state.entries).some((e) => e && isDirty(e));
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  if (!hydrated) return <p role="status">{t('studio.loading')}</p>;
  if (!loggedIn) return <Notice>{t('studio.signedOut')}</Notice>;
  if (access === 'refused' || studio.load === 'forbidden')
    return <Notice tone="error">{t('studio.notAllowed')}</Notice>;
  if (access === 'checking' || studio.load === 'loading') return <p role="status">{t('studio.loading')}</p>;
  if (studio.load === 'failed') return <Notice tone="error">{t('studio.loadFailed')}</Notice>;

  const unsaved = (k: StudioKind) =>
    DOC_LANGS.some((l) => {
      const e = studio.state.entries[docKey(k, l)];
      return e ? isDirty(e) : false;
    })
      ? t('studio.unsavedBadge')
      : undefined;

  return (
    <StudioTabs
      label={t('studio.tabs')}
      selected={kind}
      onSelect={setKind}
      items={[
        ...(['terms', 'privacy', 'contact'] as const).map((k) => ({
          key: k,
          label: t(KIND_TITLE[k]),
          badge: unsaved(k),
          panel: () =>
            k === 'contact' ? (
              <ContactPanel studio={studio} lang={lang} t={t} />
            ) : (
              <PagePanel kind={k} studio={studio} lang={lang} t={t} />
            ),
        })),
        ...(isAdmin
          ? [
              {
                key: 'importers' as const,
                label: t('studio.importers.tab'),
                panel: () => <ImportersPanel t={t} lang={lang} />,
              },
              {
                key: 'reports' as const,
                label: t('studio.reports.tab'),
                panel: () => <ReportsPanel t={t} lang={lang} />,
              },
            ]
          : []),
      ]}
    />
  );
}

type Studio = ReturnType<typeof useStudio>;

function panelProps(studio: Studio, entry: Entry) {
  const key = docKey(entry.kind, entry.lang);
  return {
    onSave: () => void studio.save(entry),
    onPublish: () => void studio.publish(entry),
    onRevert: (versionId: number) => void studio.revert(entry, versionId),
    onTakeLatest: () => void studio.reload(key),
  };
}

function PagePanel({
  kind,
  studio,
  lang,
  t,
}: {
  kind: 'terms' | 'privacy';
  studio: Studio;
  lang: IslandProps['lang'];
  t: Translate;
}) {
  const [docLang, setDocLang] = useState<StudioLang>(lang);
  const [previewing, setPreviewing] = useState<StudioLang | null>(null);
  const warnings = staleLanguages(studio.state.docs, kind);
  const route = kind === 'terms' ? 'terms_condition' : 'privacy_policy';

  return (
    <div className="grid gap-4">
      <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-3" aria-label={t('studio.overview')}>
        {DOC_LANGS.map((l) => {
          const published = studio.state.docs.find((d) => d.kind === kind && d.lang === l)?.published;
          return (
            <li key={l}>
              <span className="font-semibold text-slate-900">{t(LANG_TAB[l])}</span>{' '}
              {published?.publishedAt
                ? t(published.publishedBy ? 'studio.publishedBy' : 'studio.publishedOn', {
                    date: formatDateTime(published.publishedAt, lang),
                    name: published.publishedBy,
                  })
                : t('studio.neverPublished')}
            </li>
          );
        })}
      </ul>
      {warnings.length > 0 && (
        <ul className="grid gap-2" aria-label={t('studio.staleTitle')}>
          {warnings.map((w) => (
            <li key={w.older} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <span aria-hidden="true">⚠ </span>
              {t('studio.stale', { older: t(LANG_NAME[w.older]), newer: t(LANG_NAME[w.newer]) })}
            </li>
          ))}
        </ul>
      )}
      <StudioTabs
        size="small"
        label={t('studio.languages', { kind: t(KIND_TITLE[kind]) })}
        selected={docLang}
        onSelect={setDocLang}
        items={DOC_LANGS.map((l) => {
          const entry = studio.state.entries[docKey(kind, l)];
          return {
            key: l,
            label: t(LANG_TAB[l]),
            badge: entry && isDirty(entry) ? t('studio.unsavedBadge') : undefined,
            panel: () => {
              const doc = studio.state.docs.find((d) => d.kind === kind && d.lang === l);
              if (!entry || !doc) return <Notice tone="error">{t('studio.loadFailed')}</Notice>;
              const html = 'html' in entry.body ? entry.body.html : '';
              const title = t('studio.docTitle', { kind: t(KIND_TITLE[kind]), language: t(LANG_TAB[l]) });
              return (
                <DocumentPanel
                  title={title}
                  doc={doc}
                  entry={entry}
                  lang={lang}
                  t={t}
                  livePath={routePath(l, route)}
                  preview={() => setPreviewing(l)}
                  {...panelProps(studio, entry)}
                >
                  <Suspense fallback={EDITOR_PLACEHOLDER}>
                    <RichTextEditor
                      html={html}
                      resetToken={entry.resetToken}
                      label={title}
                      t={t}
                      onChange={(next) => studio.edit(docKey(kind, l), { html: next })}
                    />
                  </Suspense>
                  {previewing === l && (
                    <PreviewDialog
                      html={html}
                      title={t('studio.preview.title', { name: title })}
                      t={t}
                      onClose={() => setPreviewing(null)}
                    />
                  )}
                </DocumentPanel>
              );
            },
          };
        })}
      />
    </div>
  );
}

/** The contact as the contact page lists it. */
function ContactPreview({ body, t }: { body: ContactBody; t: Translate }) {
  const rows: [string, string][] = [
    [t('studio.contact.phone'), body.phone],
    [t('studio.contact.email'), body.email],
    [t('studio.contact.address'), body.address],
    [t('studio.contact.latitude'), body.latitude === null ? '—' : String(body.latitude)],
    [t('studio.contact.longitude'), body.longitude === null ? '—' : String(body.longitude)],
  ];
  return (
    <dl className="grid max-w-3xl gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-studio-preview>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ContactPanel({ studio, lang, t }: { studio: Studio; lang: IslandProps['lang']; t: Translate }) {
  const [valid, setValid] = useState(true);
  const [previewing, setPreviewing] = useState(false);
  const entry = studio.state.entries[docKey('contact', 'en')];
  const doc = studio.state.docs.find((d) => d.kind === 'contact');
  if (!entry || !doc) return <Notice tone="error">{t('studio.loadFailed')}</Notice>;
  return (
    <DocumentPanel
      title={t('studio.kind.contact')}
      doc={doc}
      entry={entry}
      lang={lang}
      t={t}
      livePath={routePath(lang, 'contact_us')}
      blocked={!valid}
      preview={() => setPreviewing(true)}
      {...panelProps(studio, entry)}
    >
      {previewing && (
        <PreviewDialog
          title={t('studio.preview.title', { name: t('studio.kind.contact') })}
          t={t}
          onClose={() => setPreviewing(false)}
        >
          <ContactPreview body={entry.body as ContactBody} t={t} />
        </PreviewDialog>
      )}
      <ContactEditor
        body={entry.body as ContactBody}
        resetToken={entry.resetToken}
        t={t}
        onChange={(body, ok) => {
          setValid(ok);
          studio.edit(docKey('contact', 'en'), body);
        }}
      />
    </DocumentPanel>
  );
}
