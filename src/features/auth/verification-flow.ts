/**
 * The three steps of registration and of the password reset (SPEC.md §2/§4), as a pure reducer:
 *
 *   phone ──(number allowed: locked, code asked for)──▶ code ──(code accepted: phoneProof)──▶ form ──▶ done
 *     ▲                                                   │
 *     └────────(resend failed, or "change number")────────┘
 *
 * The countdown starts at 30 when a code is asked for, ticks each second down to 0, and restarts on a
 * successful resend; 'Resend OTP' shows while it is above 0, as the spec writes.
 * The islands run the calls and dispatch what happened; this module decides what the page shows.
 */

export const RESEND_COUNTDOWN_SECONDS = 30;

export type Step = 'phone' | 'code' | 'form' | 'done';

export interface FlowState {
  step: Step;
  countryCode: string;
  mobileNo: string;
  /** Number and country can no longer be changed (from the code step on). */
  locked: boolean;
  /** Seconds left on the countdown. */
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
  | { type: 'codeSent'; verificationId: string }
  /** Sending failed (logged; the code step stays, and a resend will say the id is missing). */
  | { type: 'codeNotSent' }
  | { type: 'tick' }
  | { type: 'resent'; verificationId: string }
  | { type: 'resendFailed' }
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
      return state.step === 'code' ? { ...state, verificationId: event.verificationId } : state;
    case 'codeNotSent':
      return state.step === 'code' ? { ...state, verificationId: null } : state;
    case 'tick':
      return state.step === 'code' && state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'resent':
      if (state.step !== 'code') return state;
      return { ...state, busy: false, verificationId: event.verificationId, countdown: RESEND_COUNTDOWN_SECONDS };
    case 'resendFailed':
      return state.step === 'code' ? restart(state) : state;
    case 'verified':
      if (state.step !== 'code') return state;
      return { ...state, step: 'form', busy: false, countdown: 0, phoneProof: event.phoneProof };
    case 'changeNumber':
      return state.step === 'code' || state.step === 'form' ? restart(state) : state;
    case 'completed':
      return state.step === 'form' ? { ...state, step: 'done', busy: false } : state;
  }
}

/** 'Resend OTP' shows while the countdown is above 0 (SPEC.md §4, as written). */
export function canResend(state: FlowState): boolean {
  return state.step === 'code' && state.countdown > 0;
}

/** The step's number for "Step n of 3". */
export function stepNumber(step: Step): 1 | 2 | 3 {
  return step === 'phone' ? 1 : step === 'code' ? 2 : 3;
}
