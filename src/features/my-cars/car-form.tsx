/**
 * Issue 23: the add/edit form of My cars. Every choice comes from the master lists (getCarFormLists, a
 * brand's models from getMasters); checks run before sending (car-form-rules.ts) and a refusal keeps
 * every value typed. Photos upload one by one as they are picked (at most 20; the first is the main one).
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { CarFormLists } from '../../lib/api/api-types.ts';
import { getMasters } from '../../lib/api/masters.ts';
import { uploadCarPhoto } from '../../lib/api/importer-cars.ts';
import { messageOf, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { CAR_BOUNDS } from '../../lib/validation/car-bounds.ts';
import { describedBy, errorClass, FieldMessages, focusFirstError, labelClass } from '../../ui/form-field.tsx';
import { checkCarForm, type CarField, type CarFormValues } from './car-form-rules.ts';

interface Props {
  t: Translate;
  lists: CarFormLists;
  initial: CarFormValues;
  editing: boolean;
  busy: boolean;
  onSubmit: (values: CarFormValues, publish: boolean) => void;
  onCancel: () => void;
}

const inputClass = 'mt-1 block w-full rounded border border-slate-400 px-3 py-2 aria-invalid:border-red-700';

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function CarForm({ t, lists, initial, editing, busy, onSubmit, onCancel }: Props) {
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CarFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<CarField, string>>>({});
  const [models, setModels] = useState<Array<{ Id: number; ModelName: string }>>([]);
  const [uploading, setUploading] = useState(0);
  const [photoError, setPhotoError] = useState('');

  useEffect(() => {
    if (!values.MakerId) return setModels([]);
    const abort = new AbortController();
    getMasters('models', Number(values.MakerId), { signal: abort.signal })
      .then(setModels)
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setPhotoError(translateApiMessage(messageOf(error), t));
      });
    return () => abort.abort();
  }, [values.MakerId, t]);

  const set = (field: keyof CarFormValues, value: string) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'MakerId' ? { ModelId: '' } : {}) }));
  const id = (field: string) => `${uid}-${field}`;
  const err = (field: CarField) => (errors[field] ? t(errors[field]) : undefined);
  const bind = (field: CarField) => ({
    id: id(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(id(field), undefined, errors[field]),
    className: inputClass,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, e.target.value),
  });

  function select(field: CarField, label: string, options: Array<{ id: number; name: string }>) {
    return (
      <Field id={id(field)} label={label} error={err(field)}>
        <select {...bind(field)}>
          <option value="">{t('myCars.choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
    );
  }

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setPhotoError('');
    const room = CAR_BOUNDS.photosMax - values.Photos.length;
    if (files.length > room) setPhotoError(t('myCars.error.photos', { max: CAR_BOUNDS.photosMax }));
    for (const file of files.slice(0, Math.max(0, room))) {
      setUploading((n) => n + 1);
      try {
        const { filename } = await uploadCarPhoto(file, file.name);
        setValues((v) => ({ ...v, Photos: [...v.Photos, filename] }));
      } catch (error) {
        setPhotoError(`${file.name}: ${translateApiMessage(messageOf(error), t)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const toggle = (field: 'Standard_equipment' | 'Optional_equipment', equipmentId: number) =>
    setValues((v) => ({
      ...v,
      [field]: v[field].includes(equipmentId) ? v[field].filter((x) => x !== equipmentId) : [...v[field], equipmentId],
    }));

  function submit(publish: boolean) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      const found = checkCarForm(values);
      setErrors(found);
      if (Object.keys(found).length) {
        requestAnimationFrame(() => focusFirstError(form.current));
        return;
      }
      onSubmit(values, publish);
    };
  }

  const equipmentList = (field: 'Standard_equipment' | 'Optional_equipment', legend: string) => {
    const items = field === 'Standard_equipment' ? lists.standardEquipment : lists.optionalEquipment;
    if (!items.length) return null;
    return (
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>{legend}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((e) => (
            <label key={e.Id} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={values[field].includes(e.Id)}
                onChange={() => toggle(field, e.Id)}
              />
              {e.EquipmentName}
            </label>
          ))}
        </div>
      </fieldset>
    );
  };

  const heading = editing ? t('myCars.editTitle') : t('myCars.addTitle');
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit(true)}
      className="grid gap-5 sm:grid-cols-2"
      aria-busy={busy}
      aria-label={heading}
    >
      <h2 className="text-xl font-bold text-slate-900 sm:col-span-2">{heading}</h2>
      {select(
        'MakerId',
        t('myCars.field.brand'),
        lists.brands.map((b) => ({ id: b.Id, name: b.MakerName })),
      )}
      {select(
        'ModelId',
        t('myCars.field.model'),
        models.map((m) => ({ id: m.Id, name: m.ModelName })),
      )}
      <Field id={id('VehManufYear')} label={t('myCars.field.year')} error={err('VehManufYear')}>
        <input {...bind('VehManufYear')} inputMode="numeric" maxLength={4} autoComplete="off" />
      </Field>
      <Field id={id('Price')} label={t('myCars.field.price')} error={err('Price')}>
        <input {...bind('Price')} inputMode="numeric" maxLength={16} autoComplete="off" />
      </Field>
      <Field id={id('VehKmsDriven')} label={t('myCars.field.kms')} error={err('VehKmsDriven')}>
        <input {...bind('VehKmsDriven')} inputMode="numeric" maxLength={10} autoComplete="off" />
      </Field>
      {select(
        'FuelTypeId',
        t('myCars.field.fuel'),
        lists.fuels.map((f) => ({ id: f.Id, name: f.FuelTypeName })),
      )}
      {select(
        'TransmissionId',
        t('myCars.field.gearbox'),
        lists.transmissions.map((g) => ({ id: g.Id, name: g.TransmissionName })),
      )}
      {select(
        'BodyTypeId',
        t('myCars.field.body'),
        lists.bodyTypes.map((b) => ({ id: b.Id, name: b.BodyTypeName })),
      )}
      <Field id={id('Color')} label={t('myCars.field.colour')}>
        <input {...bind('Color')} maxLength={CAR_BOUNDS.colorMax} />
      </Field>
      <Field id={id('Condition')} label={t('myCars.field.condition')}>
        <select {...bind('Condition')}>
          <option value="0">{t('myCars.condition.used')}</option>
          <option value="1">{t('myCars.condition.new')}</option>
        </select>
      </Field>
      {select(
        'CityId',
        t('myCars.field.city'),
        lists.cities.map((c) => ({ id: c.Id, name: `${c.CityName} (${c.CountryName})` })),
      )}
      <Field id={id('VinNum')} label={t('myCars.field.vin')} error={err('VinNum')} hint={t('myCars.hint.vin')}>
        <input {...bind('VinNum')} maxLength={17} autoCapitalize="characters" autoComplete="off" />
      </Field>
      <Field id={id('Number_of_seates')} label={t('myCars.field.seats')} error={err('Number_of_seates')}>
        <input {...bind('Number_of_seates')} inputMode="numeric" maxLength={2} />
      </Field>
      {equipmentList('Standard_equipment', t('myCars.field.standardEquipment'))}
      {equipmentList('Optional_equipment', t('myCars.field.optionalEquipment'))}
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>
          {t('myCars.field.photos', { count: values.Photos.length, max: CAR_BOUNDS.photosMax })}
        </legend>
        <p className="mt-1 text-sm text-slate-600">{t('myCars.hint.photos')}</p>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" data-photo-list>
          {values.Photos.map((name, i) => (
            <li key={name} className="relative">
              <img
                src={mediaUrl('photo', name, { thumb: true })}
                alt={t('myCars.photoAlt', { n: i + 1 })}
                className="aspect-[3/2] w-full rounded object-cover"
              />
              <button
                type="button"
                className="absolute top-1 right-1 min-h-9 rounded bg-white/90 px-2 text-sm font-semibold text-red-800"
                onClick={() => setValues((v) => ({ ...v, Photos: v.Photos.filter((p) => p !== name) }))}
              >
                {t('myCars.removePhoto')}
              </button>
            </li>
          ))}
        </ul>
        {values.Photos.length < CAR_BOUNDS.photosMax && (
          <label className="btn-outline mt-3 inline-flex cursor-pointer">
            {uploading ? t('myCars.uploading') : t('myCars.addPhotos')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              multiple
              className="sr-only"
              onChange={addPhotos}
              disabled={busy}
            />
          </label>
        )}
        {(photoError || errors.Photos) && (
          <p className={errorClass} role="alert" data-field-error>
            {photoError || t('myCars.error.photos', { max: CAR_BOUNDS.photosMax })}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-primary min-w-32" disabled={busy || uploading > 0}>
          {editing ? t('myCars.save') : t('myCars.publish')}
        </button>
        {!editing && (
          <button
            type="button"
            className="btn-outline min-w-32"
            disabled={busy || uploading > 0}
            onClick={submit(false)}
          >
            {t('myCars.saveUnpublished')}
          </button>
        )}
        <button type="button" className="btn-outline min-w-32" disabled={busy} onClick={onCancel}>
          {t('myCars.cancel')}
        </button>
      </div>
    </form>
  );
}
