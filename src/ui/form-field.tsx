/**
 * Labelled form fields for React islands: a text input and a password input with a show/hide button,
 * each with an optional hint and its error message (linked by aria-describedby, aria-invalid set).
 * Presentational: the form owns values and messages.
 */
import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';

export const labelClass = 'block font-semibold text-slate-900';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** The ids an input is described by: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** The message under a field; `role="alert"` would interrupt on every keystroke, so it is plain text. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass} data-field-error>
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input. */
export function TextField({ id, label, error, hint, className, ...input }: FieldFrameProps & InputProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className="field mt-1 read-only:bg-slate-100 read-only:text-slate-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled password input with a button that shows or hides what was typed (easier on a phone). */
export function PasswordField({
  id,
  label,
  error,
  hint,
  className,
  showLabel,
  hideLabel,
  ...input
}: FieldFrameProps & Omit<InputProps, 'type'> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="field pr-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-brand-700"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            aria-hidden="true"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * False during the server render and until the island has hydrated: forms keep their submit button
 * disabled until then, so an early tap cannot send the form the browser's way (a GET with the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Moves focus to the first field that shows an error (after a refused submit). */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
