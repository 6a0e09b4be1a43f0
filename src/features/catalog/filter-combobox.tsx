/**
 * A dropdown with a typing filter (the car list's Brand Name, Model Name, Body Type; SPEC.md §2):
 * an ARIA 1.2 combobox. Typing narrows the list (case and accents ignored); arrows move, Enter
 * chooses, Escape closes; the clear button removes the choice.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeSearchText } from '../../lib/search-text.ts';
import type { Option } from './master-options.ts';

/** The open-the-list chevron, at the field's right end (the field keeps the clicks). */
const CHEVRON = 'pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-600';
export interface FilterComboboxProps {
  label: string;
  /** Shown in the empty box (and when disabled, why). */
  placeholder: string;
  options: readonly Option[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  noMatch: string;
  clearLabel: string;
  loading?: boolean;
  name: string;
}

/** Options whose name contains the typed text, ignoring case and accents. */
export function filterOptions(options: readonly Option[], text: string): Option[] {
  const wanted = normalizeSearchText(text);
  if (!wanted) return [...options];
  return options.filter((option) => normalizeSearchText(option.name).includes(wanted));
}

/** The combobox. */
export function FilterCombobox(props: FilterComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = props.options.find((o) => o.id === props.value) ?? null;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null); // null: show the selected name
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterOptions(props.options, text ?? ''), [props.options, text]);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;

  const choose = (option: Option | null) => {
    props.onChange(option ? option.id : null);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, shown.length - 1)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className="relative min-w-0" data-combobox={props.name}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-o${activeOption.id}` : undefined}
          autoComplete="off"
          disabled={props.disabled}
          placeholder={props.placeholder}
          value={text ?? selected?.name ?? ''}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
          className="field min-h-11 pr-20 disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        {selected && !props.disabled && (
          <button
            type="button"
            aria-label={props.clearLabel}
            onClick={() => {
              choose(null);
              inputRef.current?.focus();
            }}
            className="absolute top-0 right-9 flex h-full w-9 items-center justify-center text-slate-600 hover:text-slate-900"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2">
              <path strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        )}
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor" className={CHEVRON}>
          <path d="M5.5 7.5L10 12l4.5-4.5 1.4 1.4L10 14.8 4.1 8.9z" />
        </svg>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={props.label}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {props.loading && <li className="px-3 py-2 text-slate-600">…</li>}
        {!props.loading && shown.length === 0 && <li className="px-3 py-2 text-slate-600">{props.noMatch}</li>}
        {shown.map((option) => (
          <li
            key={option.id}
            id={`${id}-o${option.id}`}
            role="option"
            aria-selected={option.id === props.value}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={`cursor-pointer px-3 py-2 ${option.id === activeOption?.id ? 'bg-brand-50 text-brand-800' : ''} ${
              option.id === props.value ? 'font-semibold' : ''
            }`}
          >
            {option.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
