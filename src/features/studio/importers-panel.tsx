/**
 * Issue 23: the studio's Importers tab (admins; studio-app.tsx shows it to role -1, the API refuses anyone
 * else). Each importer with its verification (licence, IFU, day checked); Verify opens a small form,
 * Remove verification takes it away. A page at a time (the site's pager), by business name, narrowed by
 * a search of the name and to the importers not verified yet. Every answer is toasted in the page's
 * language; a failed call keeps what was typed.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  listImporterVerifications,
  unverifyImporter,
  verifyImporter,
  type ImporterVerification,
} from '../../lib/api/trust.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { formatDate, labelColon } from '../../lib/i18n/format.ts';
import { groupDigits } from '../../lib/i18n/group-digits.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { tPlural } from '../../lib/i18n/plural.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { Pager } from '../../ui/pager.tsx';
import { toast } from '../../ui/toast.ts';
import { usePaging } from '../../ui/use-paging.ts';
import { useTypedSearch } from '../../ui/use-typed-search.ts';
import { ListState, useLoad } from './admin-load.tsx';

const IMPORTER_COUNT = { one: 'studio.importers.count.one', other: 'studio.importers.count.other' } as const;
/** A new page starts at the tab's title. */
const toTitle = () => document.getElementById('importers-title')?.scrollIntoView({ block: 'start' });

const today = () => new Date().toISOString().slice(0, 10);

function VerifyDialog(props: {
  importer: ImporterVerification | null;
  t: Translate;
  onClose: () => void;
  onDone: (row: ImporterVerification) => void;
}) {
  const { importer, t } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [fields, setFields] = useState({ licenceNumber: '', ifuNumber: '', checkedOn: today() });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!importer) return;
    setFields({ licenceNumber: '', ifuNumber: '', checkedOn: today() });
    setError(null);
    dialog.current?.showModal();
  }, [importer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!importer || busy) return;
    const body = {
      licenceNumber: fields.licenceNumber.trim(),
      ifuNumber: fields.ifuNumber.trim(),
      checkedOn: fields.checkedOn,
    };
    if (!body.licenceNumber || !body.ifuNumber || !body.checkedOn) {
      setError(t('studio.importers.required'));
      return;
    }
    setBusy(true);
    try {
      const answer = await verifyImporter(importer.id, body);
      toast.success(translateApiMessage(successMessage(answer), t));
      dialog.current?.close();
      props.onDone(answer.data);
    } catch (failure) {
      setError(translateApiMessage(messageOf(failure), t));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof fields, label: string, type = 'text') => (
    <label className="grid gap-1">
      <span className="font-semibold">{label}</span>
      <input
        type={type}
        name={name}
        value={fields[name]}
        max={type === 'date' ? today() : undefined}
        maxLength={40}
        required
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        className="min-h-11 rounded-md border border-slate-400 px-3"
      />
    </label>
  );
  return (
    <dialog
      ref={dialog}
      aria-labelledby="verify-title"
      onClose={props.onClose}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-verify-form>
        <h2 id="verify-title" className="text-xl font-bold">
          {t('studio.importers.dialogTitle', { name: importer?.businessName ?? '' })}
        </h2>
        {field('licenceNumber', t('studio.importers.licence'))}
        {field('ifuNumber', t('studio.importers.ifu'))}
        {field('checkedOn', t('studio.importers.checkedOn'), 'date')}
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('studio.importers.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export function ImportersPanel({ t, lang }: { t: Translate; lang: Lang }) {
  const [unverified, setUnverified] = useState(false);
  const paging = usePaging(toTitle);
  const { pageSize, skip, setPage, fits } = paging;
  const { text, setText, search, apply: applySearch } = useTypedSearch(() => setPage(1));
  const { state, reload } = useLoad(
    useCallback(
      (signal: AbortSignal) => listImporterVerifications({ take: pageSize, skip, search, unverified }, { signal }),
      [pageSize, skip, search, unverified],
    ),
  );
  const [rows, setRows] = useState<ImporterVerification[] | null>(null);
  useEffect(() => {
    setRows(state.status === 'ready' ? state.data.importers : null);
    // Fewer importers than the page needs (one verified while only the unverified are shown): the last page.
    if (state.status === 'ready') fits(state.data.rowCount);
  }, [state, fits]);
  const rowCount = state.status === 'ready' ? state.data.rowCount : 0;
  const replace = (row: ImporterVerification) => setRows((old) => old?.map((r) => (r.id === row.id ? row : r)) ?? null);
  const [verifying, setVerifying] = useState<ImporterVerification | null>(null);
  const unverify = async (row: ImporterVerification) => {
    try {
      const answer = await unverifyImporter(row.id);
      toast.success(translateApiMessage(successMessage(answer), t));
      replace(answer.data);
    } catch (failure) {
      toast.error(translateApiMessage(messageOf(failure), t));
    }
  };
  return (
    <section aria-labelledby="importers-title" className="grid gap-4">
      <h2 id="importers-title" className="scroll-mt-4 text-xl font-bold text-slate-900">
        {t('studio.importers.title')}
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-x-6 gap-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          applySearch(text);
        }}
      >
        <label className="grid min-w-0 flex-1 basis-64 gap-1">
          <span className="font-semibold">{t('studio.importers.search')}</span>
          <input
            type="search"
            name="search"
            value={text}
            maxLength={60}
            onChange={(event) => setText(event.target.value)}
            className="min-h-11 rounded-md border border-slate-400 px-3"
          />
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={unverified}
            onChange={(event) => {
              setUnverified(event.target.checked);
              setPage(1);
            }}
            className="size-5 accent-brand-700"
          />
          {t('studio.importers.unverifiedOnly')}
        </label>
      </form>
      <ListState state={state} t={t} onRetry={reload} />
      {state.status === 'ready' && (
        <p aria-live="polite" className="text-slate-700" data-importer-count>
          {rowCount
            ? tPlural(t, lang, IMPORTER_COUNT, rowCount, { count: groupDigits(rowCount, lang) })
            : t('studio.importers.none')}
        </p>
      )}
      <ul className="grid gap-3" data-importer-list>
        {rows?.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
            data-importer={row.businessName}
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{row.businessName}</p>
              <p className="text-sm text-slate-600">
                {[row.cityName, row.countryName].filter(Boolean).join(', ')} · {t('studio.importers.cars')}
                {labelColon(lang)} {row.publishedCars}
              </p>
              <p className={`text-sm font-medium ${row.verified ? 'text-emerald-800' : 'text-slate-700'}`}>
                {row.verified
                  ? row.checkedOn
                    ? t('studio.importers.verifiedOn', { date: formatDate(row.checkedOn, lang) })
                    : t('catalog.card.verified')
                  : t('studio.importers.unverified')}
              </p>
              {row.licenceNumber && (
                <p className="text-sm break-words text-slate-600">
                  {t('studio.importers.papers', { licence: row.licenceNumber, ifu: row.ifuNumber ?? '' })}
                </p>
              )}
            </div>
            {row.verified ? (
              <button type="button" className="btn-outline" onClick={() => void unverify(row)}>
                {t('studio.importers.unverify')}
              </button>
            ) : (
              <button type="button" className="btn-primary" onClick={() => setVerifying(row)}>
                {t('studio.importers.verify')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {rowCount > 0 && <Pager {...paging.pager} rowCount={rowCount} t={t} />}
      <VerifyDialog importer={verifying} t={t} onClose={() => setVerifying(null)} onDone={replace} />
    </section>
  );
}
