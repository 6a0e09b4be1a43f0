/**
 * Steps 1 and 2 that registration and the password reset share (SPEC.md §4): the step header, the
 * phone step (its submit runs `onStart`, the server's check of the number) and the code step; the
 * caller's own step 3 comes as children, shown once the number is verified.
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../lib/i18n/translate.ts';
import { CodeStep } from './code-step.tsx';
import { PhoneStep } from './phone-step.tsx';
import { StepHeader } from './step-header.tsx';
import type { VerificationFlow } from './use-verification-flow.ts';

interface Props {
  flow: VerificationFlow;
  /** 'register' or 'forgot': the prefix of the fields' ids. */
  idPrefix: string;
  titles: Readonly<Record<1 | 2 | 3, string>>;
  /** The phone step's button ('Verify Phone Number', 'Send code'). */
  submitLabel: string;
  onStart: () => void;
  t: Translate;
  locale: string;
  hydrated: boolean;
  children: ReactNode;
}

export function VerificationSteps({
  flow,
  idPrefix,
  titles,
  submitLabel,
  onStart,
  t,
  locale,
  hydrated,
  children,
}: Props) {
  const { state, dispatch } = flow;
  const shared = { idPrefix, state, t, locale, hydrated };
  return (
    <>
      <StepHeader step={state.step} titles={titles} t={t} />
      {state.step === 'phone' && (
        <PhoneStep
          {...shared}
          onPhone={(phone) => dispatch({ type: 'phoneChanged', ...phone })}
          onSubmit={onStart}
          submitLabel={submitLabel}
        />
      )}
      {state.step === 'code' && (
        <CodeStep
          {...shared}
          onVerify={(code) => void flow.verify(code)}
          onResend={() => void flow.resend()}
          onChangeNumber={() => dispatch({ type: 'changeNumber' })}
        />
      )}
      {(state.step === 'form' || state.step === 'done') && children}
    </>
  );
}
