/** "Step n of 3" and the step's name above the registration and reset forms; focus moves here on each step. */
import { useEffect, useRef } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { stepNumber, type Step } from './verification-flow.ts';

interface Props {
  step: Step;
  /** Title of each step, by number. */
  titles: Readonly<Record<1 | 2 | 3, string>>;
  t: Translate;
}

export function StepHeader({ step, titles, t }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const n = stepNumber(step);
  useEffect(() => {
    // Not on load: only when the step changes, so screen readers hear where they are.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [n]);
  return (
    <div className="mb-5">
      <ol className="mb-3 flex gap-2" aria-hidden="true">
        {([1, 2, 3] as const).map((i) => (
          <li key={i} className={`h-1.5 flex-1 rounded-full ${i <= n ? 'bg-brand-700' : 'bg-slate-200'}`} />
        ))}
      </ol>
      <p className="text-sm font-semibold text-slate-600">{t('auth.step', { step: n, steps: 3 })}</p>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
        {titles[n]}
      </h2>
    </div>
  );
}
