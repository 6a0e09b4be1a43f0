/**
 * Tab More Details (SPEC.md §2, §3): every equipment item of the standard (getMasters 10/70) and
 * optional (20/70) lists with Yes or No for this car. The lists load when the tab is first shown.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { equipmentRows, type EquipmentLists, type EquipmentRow } from '../../lib/cars/equipment.ts';
import { loadEquipmentLists } from '../../lib/cars/load-equipment.ts';
import { createTranslate, type Strings, type Translate } from '../../lib/i18n/translate.ts';
import { $carDetail } from '../../lib/stores/car-detail.ts';
import { YesNo } from './yes-no.tsx';
import { RetryAlert } from '../../ui/load-failed.tsx';

type ListsState = { status: 'loading' } | { status: 'ready'; lists: EquipmentLists } | { status: 'error' };

function EquipmentTable({ caption, rows, t }: { caption: string; rows: EquipmentRow[]; t: Translate }) {
  return (
    <table className="w-full text-left">
      <caption className="pb-2 text-left text-lg font-bold text-slate-900">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('carDetail.equipment.item')}</th>
          <th scope="col">{t('carDetail.equipment.fitted')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200" data-equipment={row.id}>
            <th scope="row" className="py-2.5 pr-4 font-normal text-slate-800">
              {row.name}
            </th>
            <td className="py-2.5 text-right">
              <YesNo value={row.has} yes={t('carDetail.yes')} no={t('carDetail.no')} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CarEquipment({ strings }: { strings: Strings }) {
  const t = createTranslate(strings);
  const state = useStore($carDetail, { ssr: 'initial' });
  const [lists, setLists] = useState<ListsState>({ status: 'loading' });
  const load = useCallback(() => {
    setLists({ status: 'loading' });
    loadEquipmentLists()
      .then((value) => setLists({ status: 'ready', lists: value }))
      .catch((error: unknown) => {
        console.error('equipment lists failed', error);
        setLists({ status: 'error' });
      });
  }, []);
  useEffect(load, [load]);

  if (lists.status === 'error') {
    return <RetryAlert message={t('carDetail.equipment.failed')} retry={t('carDetail.retry')} onRetry={load} />;
  }
  if (state.status !== 'ready' || lists.status !== 'ready') {
    return (
      <div aria-busy="true" className="grid gap-2" data-equipment-loading>
        <p className="sr-only">{t('carDetail.equipment.loading')}</p>
        {Array.from({ length: 8 }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className="h-9 animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  }
  const rows = equipmentRows(lists.lists, state.car);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <EquipmentTable
        caption={t('carDetail.equipment.standard')}
        rows={rows.filter((r) => r.kind === 'standard')}
        t={t}
      />
      <EquipmentTable
        caption={t('carDetail.equipment.optional')}
        rows={rows.filter((r) => r.kind === 'optional')}
        t={t}
      />
    </div>
  );
}
