/**
 * Issue 23: the studio's Reports tab (admins; studio-app.tsx shows it to role -1, the API refuses anyone
 * else). The listing reports, newest first, 50 at a time with 'Show older reports' (older-pages.ts), with
 * Unpublish for a car still on the site and Publish again for a car an admin took down. Every answer is
 * toasted in the page's language.
 */
import { useCallback, useState } from 'react';
import { listCarReports, REPORTS_PAGE, restoreCar, unpublishCar, type CarReport } from '../../lib/api/trust.ts';
import type { ApiEnvelope } from '../../lib/api/client.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { quoteText } from '../../lib/i18n/format.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import { tPlural } from '../../lib/i18n/plural.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { toast } from '../../ui/toast.ts';
import { ListState, useLoad, type Load } from './admin-load.tsx';
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

/** Where a reported car stands: on sale, taken down by an admin, or off sale otherwise (sold, draft). */
type CarStanding = 'onSale' | 'takenDown' | 'offSale';
const standingOf = (report: CarReport): CarStanding =>
  report.carPublished ? 'onSale' : report.carTakenDown ? 'takenDown' : 'offSale';

export function ReportsPanel({ t, lang }: { t: Translate; lang: Lang }) {
  const { state, reload } = useLoad(useCallback((signal: AbortSignal) => listCarReports({ signal }), []));
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
  const [older, setOlder] = useState<{ of: Load<CarReport[]>; list: OlderPages<CarReport> } | null>(null);
  const [busyOlder, setBusyOlder] = useState(false);
  const list = older?.of === state ? older.list : firstPage(state.status === 'ready' ? state.data : []);
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
