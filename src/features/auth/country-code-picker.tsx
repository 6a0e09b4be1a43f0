/**
 * The country-code dropdown with a typing filter (SPEC.md §2 Login/Register): a button showing the chosen
 * dial code opens a popup with a filter box (ARIA combobox) over the list of countries (listbox).
 * The list is fetched the first time the popup opens (or the button is pressed): most visitors keep Benin.
 * Keyboard: arrows move, Enter chooses, Escape closes; choosing returns focus to the button.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import {
  countryName,
  countryOfDialCode,
  DEFAULT_COUNTRY,
  filterCountries,
  loadCountryCodes,
  networkFirst,
  type CountryCode,
} from './country-codes.ts';

interface Props {
  id: string;
  /** The chosen dial code, '+229'. */
  value: string;
  onChange: (country: CountryCode) => void;
  /** BCP 47 locale for the countries' names. */
  locale: string;
  t: Translate;
  /** Locked once the number is being verified. */
  disabled?: boolean;
  /** Id of the element naming the field (its label). */
  labelledBy: string;
  error?: string | undefined;
  describedBy?: string | undefined;
}

export function CountryCodePicker(props: Props) {
  const { id, value, locale, t, disabled = false } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [countries, setCountries] = useState<CountryCode[]>([DEFAULT_COUNTRY]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<CountryCode>(() =>
    value === DEFAULT_COUNTRY.dial_code ? DEFAULT_COUNTRY : { name: value, code: '', dial_code: value },
  );
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const load = () => {
    void loadCountryCodes().then((list) => {
      const loaded = networkFirst(list);
      setCountries(loaded);
      setChosen((current) => (current.code ? current : (countryOfDialCode(loaded, value) ?? current)));
    });
  };

  const localName = useMemo(() => {
    const cache = new Map<string, string>();
    return (country: CountryCode) => {
      let name = cache.get(country.code);
      if (name === undefined) {
        name = countryName(country, locale);
        cache.set(country.code, name);
      }
      return name;
    };
  }, [locale]);
  const matches = useMemo(() => filterCountries(countries, query, localName), [countries, query, localName]);

  // The dial code can change from outside (a reset): keep the shown country in step.
  useEffect(() => {
    if (chosen.dial_code !== value) {
      setChosen(countryOfDialCode(countries, value) ?? { name: value, code: '', dial_code: value });
    }
  }, [value, countries, chosen.dial_code]);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  const openPopup = () => {
    load();
    setQuery('');
    const index = countries.findIndex((c) => c.dial_code === chosen.dial_code && c.code === chosen.code);
    setActive(Math.max(0, index));
    setOpen(true);
  };

  const choose = (country: CountryCode) => {
    setChosen(country);
    props.onChange(country);
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, matches.length - 1)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const chosenName = chosen.code ? localName(chosen) : '';
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={id}
        type="button"
        className="field mt-1 flex min-h-11 items-center justify-between gap-2 text-left disabled:bg-slate-100 disabled:text-slate-700"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${props.labelledBy} ${id}`}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.describedBy}
        disabled={disabled}
        onPointerEnter={disabled ? undefined : load}
        onClick={() => (open ? setOpen(false) : openPopup())}
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="font-semibold">{chosen.dial_code}</span> <span className="sr-only">{chosenName}</span>
        </span>
        {!disabled && (
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor" className="shrink-0">
            <path d="M2 4l4 4 4-4z" />
          </svg>
        )}
      </button>
      {open && (
        <div className="absolute left-0 z-30 mt-1 w-[min(20rem,calc(100vw-2rem))] rounded-md bg-white p-2 shadow-lg ring-1 ring-slate-900/15">
          <input
            ref={input}
            type="text"
            role="combobox"
            className="field"
            placeholder={t('auth.country.filter')}
            aria-label={t('auth.country.filter')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t('auth.countryCode')}
            className="mt-2 max-h-64 overflow-y-auto overscroll-contain"
          >
            {matches.map((country, index) => (
              <li
                key={`${country.code}${country.dial_code}`}
                id={`${listId}-${index}`}
                data-index={index}
                role="option"
                aria-selected={country.code === chosen.code && country.dial_code === chosen.dial_code}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 ${
                  index === active ? 'bg-brand-50 ring-1 ring-brand-600' : ''
                } aria-selected:font-semibold`}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(country)}
              >
                <span className="min-w-0 flex-1 truncate">{localName(country)}</span>
                <span className="text-slate-600">{country.dial_code}</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="px-2 py-2 text-slate-600">{t('auth.country.none')}</p>}
        </div>
      )}
    </div>
  );
}
