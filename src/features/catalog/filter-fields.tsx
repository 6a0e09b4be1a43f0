/**
 * The form pieces of the "More filters" sheet: a group of toggle pills (native checkboxes, so every
 * screen reader and keyboard knows them), a searchable checkbox list for long lists (brands), and a
 * labelled select. Presentational only; the sheet owns the values.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { filterOptions } from './filter-combobox.tsx';
import type { Option } from './master-options.ts';

const PILL =
  'flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 hover:border-brand-600';

/** A titled part of the sheet. */
export function FilterSection(props: { title: string; children: ReactNode; name: string }) {
  return (
    <fieldset className="border-b border-slate-200 px-4 py-4 sm:px-6" data-filter-section={props.name}>
      <legend className="float-left mb-3 w-full text-base font-bold text-slate-900">{props.title}</legend>
      <div className="clear-both">{props.children}</div>
    </fieldset>
  );
}

/** Several choices as pills; `chosen` are on. */
export function TogglePills(props: {
  options: readonly Option[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
  name: string;
}) {
  return (
    <div className="flex flex-wrap gap-2" data-pills={props.name}>
      {props.options.map((option) => (
        <label key={option.id} className="relative">
          <input
            type="checkbox"
            className="peer sr-only"
            name={props.name}
            value={option.id}
            checked={props.chosen.includes(option.id)}
            onChange={() => props.onToggle(option.id)}
          />
          <span className={PILL}>{option.name}</span>
        </label>
      ))}
    </div>
  );
}

/** One choice among a few, as pills (condition, budget band). */
export function RadioPills<T extends string | number>(props: {
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  name: string;
}) {
  return (
    <div className="flex flex-wrap gap-2" data-pills={props.name}>
      {props.options.map((option) => (
        <label key={String(option.value)} className="relative">
          <input
            type="radio"
            className="peer sr-only"
            name={props.name}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          <span className={PILL}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A long list (brands): a typing filter over checkboxes, the chosen ones first. */
export function CheckList(props: {
  options: readonly Option[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
  name: string;
  filterLabel: string;
  noMatch: string;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const shown = useMemo(() => {
    const matching = filterOptions(props.options, text);
    return [
      ...matching.filter((o) => props.chosen.includes(o.id)),
      ...matching.filter((o) => !props.chosen.includes(o.id)),
    ];
  }, [props.options, props.chosen, text]);
  return (
    <div data-checklist={props.name}>
      <label htmlFor={inputId} className="sr-only">
        {props.filterLabel}
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder={props.filterLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="field mb-2 min-h-11 w-full"
      />
      <ul className="grid max-h-56 grid-cols-2 gap-x-3 overflow-y-auto rounded-md border border-slate-200 p-1 sm:grid-cols-3">
        {shown.map((option) => (
          <li key={option.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-brand-50">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                name={props.name}
                value={option.id}
                checked={props.chosen.includes(option.id)}
                onChange={() => props.onToggle(option.id)}
              />
              <span className="min-w-0 truncate">{option.name}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="col-span-full px-2 py-3 text-slate-600">{props.noMatch}</li>}
      </ul>
    </div>
  );
}

/** A labelled select of numbers; '' is "any". */
export function NumberSelect(props: {
  label: string;
  value: number | null;
  options: ReadonlyArray<{ value: number; label: string }>;
  anyLabel: string;
  onChange: (value: number | null) => void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
        className="field min-h-11 w-full"
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A labelled whole-number field (budget from / to); empty is "any". A number field shows no digit
 * groups ("5000000"): `readOut` writes the value under it as the language writes it ("5 000 000 FCFA").
 */
export function NumberField(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  name: string;
  max: number;
  /** Marks the field wrong (e.g. a budget "to" below its "from"), described by the message's id. */
  invalid?: boolean;
  describedBy?: string;
  readOut?: (value: number) => string;
}) {
  const id = useId();
  const readOutId = useId();
  const readOut = props.value !== null && props.readOut ? props.readOut(props.value) : null;
  const describedBy = [props.describedBy, readOut ? readOutId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        max={props.max}
        step={50_000}
        aria-invalid={props.invalid || undefined}
        aria-describedby={describedBy}
        value={props.value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = Number(text);
          props.onChange(text === '' || !Number.isFinite(number) ? null : Math.min(props.max, Math.max(0, number)));
        }}
        className="field min-h-11 w-full"
      />
      {readOut && (
        <p id={readOutId} className="text-sm text-slate-600" data-read-out>
          {readOut}
        </p>
      )}
    </div>
  );
}
