/**
 * The comparison table (SPEC.md §2, §9): every detail field, then every equipment item except ids 35
 * and 30, for the two cars side by side.
 */
import { useEffect, useState } from 'react';
import type { CarDetail } from '../../lib/api/api-types.ts';
import { carFields } from '../../lib/cars/car-fields.ts';
import { equipmentComparison, type EquipmentLists } from '../../lib/cars/equipment.ts';
import { loadEquipmentLists } from '../../lib/cars/load-equipment.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';

function Mark({ value, t }: { value: boolean; t: Translate }) {
  return value ? (
    <span className="font-semibold text-green-800">{t('carDetail.yes')}</span>
  ) : (
    <span className="text-slate-600">{t('carDetail.no')}</span>
  );
}

export function ComparisonTable(props: { first: CarDetail; second: CarDetail; lang: Lang; t: Translate }) {
  const { first, second, lang, t } = props;
  const [lists, setLists] = useState<EquipmentLists | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadEquipmentLists()
      .then((value) => live && setLists(value))
      .catch((error: unknown) => {
        console.error('equipment lists failed', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);
  const firstFields = carFields(first, lang);
  const secondFields = carFields(second, lang);
  const name = (car: CarDetail) => `${car.MakerName} ${car.ModelName}`;
  const cell = 'px-2 py-2.5 align-top sm:px-3';
  return (
    <div className="overflow-x-auto" data-comparison>
      <table className="w-full min-w-[20rem] text-left text-sm sm:text-base">
        <caption className="sr-only">{t('compare.caption', { first: name(first), second: name(second) })}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 bg-slate-50">
            <th scope="col" className={`${cell} w-2/5`}>
              {t('compare.feature')}
            </th>
            <th scope="col" className={cell}>
              {name(first)}
            </th>
            <th scope="col" className={cell}>
              {name(second)}
            </th>
          </tr>
        </thead>
        <tbody>
          {firstFields.map((field, index) => (
            <tr key={field.id} className="border-b border-slate-200" data-compare-row={field.id}>
              <th scope="row" className={`${cell} font-normal text-slate-600`}>
                {t(field.label)}
              </th>
              <td className={`${cell} font-semibold`}>{field.value ?? t('carDetail.na')}</td>
              <td className={`${cell} font-semibold`}>{secondFields[index]?.value ?? t('carDetail.na')}</td>
            </tr>
          ))}
          <tr className="bg-slate-50">
            <th scope="colgroup" colSpan={3} className={`${cell} font-bold text-slate-900`}>
              {t('compare.equipment')}
            </th>
          </tr>
          {lists ? (
            equipmentComparison(lists, first, second).map((row) => (
              <tr key={row.id} className="border-b border-slate-200" data-compare-equipment={row.id}>
                <th scope="row" className={`${cell} font-normal text-slate-600`}>
                  {row.name}
                </th>
                <td className={cell}>
                  <Mark value={row.first} t={t} />
                </td>
                <td className={cell}>
                  <Mark value={row.second} t={t} />
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={3} className={`${cell} text-slate-600`}>
                {failed ? t('carDetail.equipment.failed') : t('carDetail.equipment.loading')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
