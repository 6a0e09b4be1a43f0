/**
 * The profile photo drop zone of My account's edit mode: drop a picture or choose one (image/* only,
 * one file; anything else says 'Unsupported file type'), with a preview of the chosen picture.
 */
import { useEffect, useId, useState, type DragEvent } from 'react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import type { Translate } from '../../lib/i18n/translate.ts';
import { choosePhoto } from './photo-file.ts';

interface Props {
  file: File | null;
  onFile: (file: File | null) => void;
  t: Translate;
  disabled?: boolean;
}

export function PhotoDropZone({ file, onFile, t, disabled = false }: Props) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = (files: FileList | null) => {
    const choice = choosePhoto(files);
    if (choice.ok) {
      setUnsupported(false);
      onFile(choice.file);
    } else if (choice.reason === 'unsupported') {
      // SPEC.md §5 logs it; the visitor is told too.
      console.log('Unsupported file type');
      setUnsupported(true);
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-center has-focus-visible:outline-3 has-focus-visible:outline-accent-600 ${
          over ? 'border-brand-700 bg-brand-50' : 'border-slate-400 bg-slate-50'
        }`}
        data-drop-zone
      >
        {preview ? (
          <img src={preview} alt="" width="96" height="96" className="size-24 rounded-full object-cover" />
        ) : (
          <StrokeIcon d="M4 16l4-4 3 3 5-5 4 4M4 4h16v16H4z" size={40} strokeWidth={1.5} className="text-slate-500" />
        )}
        <span className="font-semibold text-brand-700">{t('account.photo.drop')}</span>
        <span className="text-sm text-slate-600">
          {file ? t('account.photo.chosen', { name: file.name }) : t('account.photo.hint')}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={disabled}
          aria-describedby={unsupported ? `${inputId}-error` : undefined}
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {unsupported && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {t('account.photo.unsupported')}
        </p>
      )}
    </div>
  );
}
