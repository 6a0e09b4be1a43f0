/**
 * Issue 23: the studio's admin lists. Importers: each with its verification (licence, IFU, day checked);
 * Verify opens a small form, Remove verification takes it away. Reports: the listing reports, newest
 * first, 50 at a time with 'Show older reports' (older-pages.ts), with Unpublish for a car still on the site and Publish again for a car an admin took down. Admins only (studio-app.tsx shows these tabs to
 * role -1; the API refuses anyone else). Every answer is toasted in the page's language; a failed call
 * keeps what was typed.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  listCarReports,
  REPORTS_PAGE,
  listImporterVerifications,
  restoreCar,
  unpublishCar,
  unverifyImporter,
  verifyImporter,
  type CarReport,
  type ImporterVerification,
} from '../../lib/api/trust.ts';
import type { ApiEnvelope } from '../../lib/api/client.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { formatDate, labelColon, quoteText } from '../../lib/i18n/format.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { tPlural } from '../../lib/i18n/plural.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { toast } from '../../ui/toast.ts';
import { addOlder, firstPage, olderThan, type OlderPages } from './older-pages.ts';
import { formatDateTime } from './studio-format.ts';

/** Literal keys, so the i18n check finds them. */
const REASON_LABEL = {
  sold: 'report.reason.sold',
  wrongPrice: 'report.reason.wrongPrice',
  wrongPhotos: 'report.reason.wrongPhotos',
  scam: 'report.reason.scam',
  other: 'report.reason.other',
} as const;
const REPORT_COUNT = { one: 'studio.reports.count.one', other: 'studio.reports.count.other' } as const;

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: T[] };

function useList<T>(load: (signal: AbortSignal) => Promise<T[]>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal)
      .then((rows) => setState({ status: 'ready', rows }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ status: 'failed' });
      });
    return () => abort.abort();
  }, [load, round]);
  return { state, reload: useCallback(() => setRound((n) => n + 1), []) };
}

function ListState({ state, t, onRetry }: { state: Load<unknown>; t: Translate; onRetry: () => void }) {
  if (state.status === 'loading') return <p role="status">{t('studio.loading')}</p>;
  if (state.status !== 'failed') return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{t('studio.admin.loadFailed')}</p>
      <button type="button" className="btn-outline mt-3" onClick={onRetry}>
        {t('studio.admin.retry')}
      </button>
    </div>
  );
}

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
  const { state, reload } = useList(useCallback((signal: AbortSignal) => listImporterVerifications({ signal }), []));
  const [rows, setRows] = useState<ImporterVerification[] | null>(null);
  const [verifying, setVerifying] = useState<ImporterVerification | null>(null);
  useEffect(() => setRows(state.status === 'ready' ? state.rows : null), [state]);
  const replace = (row: ImporterVerification) => setRows((old) => old?.map((r) => (r.id === row.id ? row : r)) ?? null);
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
      <h2 id="importers-title" className="text-xl font-bold text-slate-900">
        {t('studio.importers.title')}
      </h2>
      <ListState state={state} t={t} onRetry={reload} />
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
      <VerifyDialog importer={verifying} t={t} onClose={() => setVerifying(null)} onDone={replace} />
    </section>
  );
}

/** Where a reported car stands: on sale, taken down by an admin, or off sale otherwise (sold, draft). */
type CarStanding = 'onSale' | 'takenDown' | 'offSale';
const standingOf = (report: CarReport): CarStanding =>
  report.carPublished ? 'onSale' : report.carTakenDown ? 'takenDown' : 'offSale';

export function ReportsPanel({ t, lang }: { t: Translate; lang: Lang }) {
  const { state, reload } = useList(useCallback((signal: AbortSignal) => listCarReports({ signal }), []));
  // What this admin changed since the list loaded, by car (every report of the car shows it).
  const [changed, setChanged] = useState<ReadonlyMap<number, CarStanding>>(new Map());
  const act = async (report: CarReport, call: (carId: number) => Promise<ApiEnvelope<null>>, after: CarStanding) => {
    try {
      const answer = await call(report.carId);
      toast.success(translateApiMessage(successMessage(answer), t));
      setChanged((old) => new Map([...old, [report.carId, after]]));
    } catch (failure) {
      toast.error(translateApiMessage(messageOf(failure), t));
    }
  };
  const unpublish = (report: CarReport) => {
    if (window.confirm(t('studio.reports.confirm', { car: report.carName })))
      void act(report, unpublishCar, 'takenDown');
  };
  // 'Show older reports' adds pages after the newest; a reload starts again from the newest.
  const [older, setOlder] = useState<{ of: Load<CarReport>; list: OlderPages<CarReport> } | null>(null);
  const [busyOlder, setBusyOlder] = useState(false);
  const list = older?.of === state ? older.list : firstPage(state.status === 'ready' ? state.rows : []);
  const rows = list.rows;
  const before = olderThan(list, REPORTS_PAGE);
  const showOlder = async (from: number) => {
    setBusyOlder(true);
    try {
      const page = await listCarReports({}, from);
      setOlder({ of: state, list: addOlder(list, page) });
    } catch (failure) {
      toast.error(translateApiMessage(messageOf(failure), t));
    } finally {
      setBusyOlder(false);
    }
  };
  return (
    <section aria-labelledby="reports-title" className="grid gap-4">
      <h2 id="reports-title" className="text-xl font-bold text-slate-900">
        {t('studio.reports.title')}
      </h2>
      <ListState state={state} t={t} onRetry={reload} />
      {state.status === 'ready' && !rows.length && <p>{t('studio.reports.none')}</p>}
      <ul className="grid gap-3" data-report-list>
        {rows.map((report) => {
          const standing = changed.get(report.carId) ?? standingOf(report);
          return (
            <li
              key={report.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              data-report={report.carId}
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {report.carName} <span className="font-normal text-slate-600">· {report.importerName}</span>
                </p>
                <p className="font-medium text-red-800">{t(REASON_LABEL[report.reason])}</p>
                {report.text && <p className="break-words text-slate-800">{quoteText(report.text, lang)}</p>}
                <p className="text-sm text-slate-600">
                  {t('studio.reports.by', { name: report.reporterName })} · {formatDateTime(report.createdAt, lang)} ·{' '}
                  {tPlural(t, lang, REPORT_COUNT, report.reportsOfCar)}
                </p>
              </div>
              {standing === 'onSale' && (
                <button type="button" className="btn-outline text-red-800" onClick={() => unpublish(report)}>
                  {t('studio.reports.unpublish')}
                </button>
              )}
              {standing === 'takenDown' && (
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-slate-100 px-2 py-1 text-sm font-medium text-slate-700">
                    {t('studio.reports.unpublished')}
                  </span>
                  <button type="button" className="btn-outline" onClick={() => void act(report, restoreCar, 'onSale')}>
                    {t('studio.reports.restore')}
                  </button>
                </div>
              )}
              {standing === 'offSale' && (
                <span className="rounded bg-slate-100 px-2 py-1 text-sm font-medium text-slate-700">
                  {t('studio.reports.offSale')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {before !== null && (
        <button
          type="button"
          className="btn-outline justify-self-start"
          disabled={busyOlder}
          onClick={() => void showOlder(before)}
        >
          {t('studio.reports.older')}
        </button>
      )}
    </section>
  );
}
