/** 'Yes' with a tick or 'No' with a dash: the word carries the meaning, the icon only helps the eye. */
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
export function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <span className="inline-flex items-center gap-1 font-semibold text-green-800" data-yes>
      <StrokeIcon d="M5 13l4 4L19 7" size={16} strokeWidth={3} />
      {yes}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-600" data-no>
      <StrokeIcon d="M6 12h12" size={16} strokeWidth={3} />
      {no}
    </span>
  );
}
