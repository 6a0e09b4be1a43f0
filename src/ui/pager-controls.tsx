/**
 * The controls the site's two pager layouts share (src/ui/pager.tsx, src/ui/numbered-pager.tsx): their
 * props, previous / next and the 10 / 20 / 30 page-size choice. The arithmetic is src/lib/paging.ts.
 * The layouts are two files so a page ships only the one it draws.
 */
import { useId } from 'react';
import type { Translate } from '../lib/i18n/translate.ts';
import { PAGE_SIZES, toPageSize, type PageSize } from '../lib/paging.ts';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  rowCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  t: Translate;
  /** Disables the controls while a page loads. */
  busy?: boolean;
  className?: string;
}

export const PAGE_BUTTON = 'flex min-h-11 min-w-11 items-center justify-center rounded-md border px-2 font-semibold';
const STEP_BUTTON = `${PAGE_BUTTON} border-slate-300 bg-white text-brand-700 disabled:text-slate-400`;

function Chevron({ back }: { back: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="currentColor">
      <path d={back ? 'M13 4l-6 6 6 6 1.4-1.4L9.8 10l4.6-4.6z' : 'M7 4l6 6-6 6-1.4-1.4L10.2 10 5.6 5.4z'} />
    </svg>
  );
}

/** Previous (step -1) or next (step 1). */
export function StepButton(props: PagerProps & { step: -1 | 1; label: string; last: number }) {
  const { page, step } = props;
  const blocked = step < 0 ? page <= 1 : page >= props.last;
  return (
    <button
      type="button"
      className={STEP_BUTTON}
      disabled={props.busy === true || blocked}
      onClick={() => props.onPage(page + step)}
      aria-label={props.label}
      {...(step < 0 ? { 'data-page-prev': true } : { 'data-page-next': true })}
    >
      <Chevron back={step < 0} />
    </button>
  );
}

export function SizeChoice(props: PagerProps & { label: string }) {
  const sizeId = useId();
  return (
    <>
      <label htmlFor={sizeId}>{props.label}</label>
      <select
        id={sizeId}
        value={props.pageSize}
        disabled={props.busy}
        onChange={(event) => props.onPageSize(toPageSize(event.currentTarget.value))}
        className="field min-h-11 w-auto"
        data-page-size
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </>
  );
}
