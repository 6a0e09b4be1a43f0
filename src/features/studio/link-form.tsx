/**
 * The editor's link form, shown under the toolbar instead of a browser prompt: an address field
 * (http, https, mailto or tel: what the site keeps), Apply, Remove link and Cancel. Escape cancels;
 * the editor gets the focus back either way.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { describedBy, FieldMessages, labelClass } from '../../ui/form-field.tsx';
import { linkHref } from './studio-rules.ts';

export function LinkForm({
  initial,
  t,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  t: Translate;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(value);
    if (!href) {
      setError(t('studio.link.invalid'));
      input.current?.focus();
      return;
    }
    onApply(href);
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-white p-2"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      noValidate
    >
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className={labelClass}>
          {t('studio.link.label')}
        </label>
        <input
          ref={input}
          id={id}
          className="field mt-1"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, t('studio.link.hint'), error)}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        <FieldMessages id={id} hint={t('studio.link.hint')} error={error} />
      </div>
      <div className="flex gap-2 pb-[1.6rem]">
        <button type="submit" className="btn-primary min-h-11">
          {t('studio.link.apply')}
        </button>
        {initial && (
          <button type="button" className="btn-outline min-h-11" onClick={onRemove}>
            {t('studio.link.remove')}
          </button>
        )}
        <button type="button" className="btn-outline min-h-11" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
