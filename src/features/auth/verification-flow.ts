/**
 * The three steps of registration and of the password reset (SPEC.md §2/§4), as a pure reducer:
 *
 *   phone ──(number allowed: locked, code asked for)──▶ code ──(code accepted: phoneProof)──▶ form ──▶ done
 *     ▲                                                   │
 *     └──────────────────("change number")────────────────┘
 *
 * The countdown starts when a code is asked for, at the server's cool-down (`resendAfter`, 30 s by
 * default), ticks each second down to 0, and restarts on a successful resend. 'Resend OTP' shows once
 * it is at 0, when the server accepts another code (docs/decisions.md: SPEC.md §4 shows it while the
 * countdown runs, when the server can only refuse). A refused resend keeps the code step; the
 * countdown then runs for the wait the server named.
 * The islands run the calls and dispatch what happened; this module decides what the page shows.
 */
import type { ApiMessage } from '../../lib/i18n/api-messages.ts';

export const RESEND_COUNTDOWN_SECONDS = 30;

export type Step = 'phone' | 'code' | 'form' | 'done';

export interface FlowState {
  step: Step;
  countryCode: string;
  mobileNo: string;
  /** Number and country can no longer be changed (from the code step on). */
  locked: boolean;
  /** Seconds before 'Resend OTP' shows. */
  countdown: number;
  /** The id of the code asked for; null until the send answered (or when it failed). */
  verificationId: string | null;
  /** Proof of the verified number, sent with the last step. */
  phoneProof: string | null;
  /** The password reset's token from getTokeByMobileForForgetPassword (kept in memory only). */
  resetToken: string | null;
  /** A call is running: buttons are disabled. */
  busy: boolean;
}

export type FlowEvent =
  | { type: 'phoneChanged'; countryCode: string; mobileNo: string }
  | { type: 'submitted' }
  | { type: 'failed' }
  /** The server allows this number: lock it and go to the code step (the code is being sent). */
  | { type: 'allowed'; resetToken?: string }
  | { type: 'codeSent'; verificationId: string; resendAfter: number }
  /** Sending failed (the code step stays, a resend will say the id is missing); `waitSeconds` as for resendFailed. */
  | { type: 'codeNotSent'; waitSeconds: number }
  | { type: 'tick' }
  | { type: 'resent'; verificationId: string; resendAfter: number }
  /** The resend was refused: stay on the code step; `waitSeconds` is the wait the server named (0 if none). */
  | { type: 'resendFailed'; waitSeconds: number }
  | { type: 'verified'; phoneProof: string }
  | { type: 'changeNumber' }
  | { type: 'completed' };

/** The state before anything happened. */
export function initialFlow(countryCode: string, mobileNo = ''): FlowState {
  return {
    step: 'phone',
    countryCode,
    mobileNo,
    locked: false,
    countdown: 0,
    verificationId: null,
    phoneProof: null,
    resetToken: null,
    busy: false,
  };
}

/** Back to the first step with the number unlocked, keeping what was typed. */
function restart(state: FlowState): FlowState {
  return { ...initialFlow(state.countryCode, state.mobileNo) };
}

/** The next state; events that make no sense in the current step change nothing. */
export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'phoneChanged':
      return state.locked ? state : { ...state, countryCode: event.countryCode, mobileNo: event.mobileNo };
    case 'submitted':
      return { ...state, busy: true };
    case 'failed':
      return { ...state, busy: false };
    case 'allowed':
      if (state.step !== 'phone') return state;
      return {
        ...state,
        step: 'code',
        locked: true,
        busy: false,
        countdown: RESEND_COUNTDOWN_SECONDS,
        verificationId: null,
        resetToken: event.resetToken ?? null,
      };
    case 'codeSent':
      if (state.step !== 'code') return state;
      return { ...state, verificationId: event.verificationId, countdown: seconds(event.resendAfter) };
    case 'codeNotSent':
      return state.step === 'code' ? { ...state, verificationId: null, countdown: seconds(event.waitSeconds) } : state;
    case 'tick':
      return state.step === 'code' && state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'resent':
      if (state.step !== 'code') return state;
      return { ...state, busy: false, verificationId: event.verificationId, countdown: seconds(event.resendAfter) };
    case 'resendFailed':
      return state.step === 'code' ? { ...state, busy: false, countdown: seconds(event.waitSeconds) } : state;
    case 'verified':
      if (state.step !== 'code') return state;
      return { ...state, step: 'form', busy: false, countdown: 0, phoneProof: event.phoneProof };
    case 'changeNumber':
      return state.step === 'code' || state.step === 'form' ? restart(state) : state;
    case 'completed':
      return state.step === 'form' ? { ...state, step: 'done', busy: false } : state;
  }
}

/** A whole, non-negative number of seconds. */
function seconds(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.ceil(value)) : 0;
}

/** 'Resend OTP' shows once the countdown is over (docs/decisions.md: SPEC.md §4 writes "while above 0"). */
export function canResend(state: FlowState): boolean {
  return state.step === 'code' && state.countdown === 0;
}

/**
 * The wait a refusal named (a 429's "Please wait 20 seconds…"), in seconds; 0 when it named none.
 * @example waitSecondsOf({ message: '…', key: 'otpWaitSeconds', vars: { count: '20' } }) // 20
 * @example waitSecondsOf({ message: '…', key: 'otpWaitMinutes', vars: { count: '2' } }) // 120
 */
export function waitSecondsOf(refusal: ApiMessage): number {
  const count = Number(refusal.vars?.count);
  if (!Number.isFinite(count) || count <= 0) return 0;
  if (refusal.key === 'otpWaitSeconds' || refusal.key === 'tooManySeconds') return Math.ceil(count);
  if (refusal.key === 'otpWaitMinutes' || refusal.key === 'tooManyMinutes') return Math.ceil(count) * 60;
  return 0;
}

/** The step's number for "Step n of 3". */
export function stepNumber(step: Step): 1 | 2 | 3 {
  return step === 'phone' ? 1 : step === 'code' ? 2 : 3;
}
