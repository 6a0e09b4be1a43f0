import { describe, expect, it } from 'vitest';
import {
  canResend,
  flowReducer,
  initialFlow,
  RESEND_COUNTDOWN_SECONDS,
  stepNumber,
  type FlowEvent,
  type FlowState,
} from '../../../../src/features/auth/verification-flow.ts';

const run = (events: FlowEvent[], start: FlowState = initialFlow('+229')) => events.reduce(flowReducer, start);
const toCode: FlowEvent[] = [
  { type: 'phoneChanged', countryCode: '+228', mobileNo: '90123456' },
  { type: 'submitted' },
  { type: 'allowed' },
];

describe('verification flow (register and reset)', () => {
  it('starts on the phone step, unlocked, with Benin by default', () => {
    const state = initialFlow('+229');
    expect(state).toMatchObject({ step: 'phone', locked: false, countryCode: '+229', mobileNo: '', busy: false });
    expect(stepNumber(state.step)).toBe(1);
  });

  it('a refused number stays on the phone step and can be edited', () => {
    const state = run([
      { type: 'phoneChanged', countryCode: '+229', mobileNo: '97000001' },
      { type: 'submitted' },
      { type: 'failed' },
    ]);
    expect(state).toMatchObject({ step: 'phone', locked: false, busy: false, mobileNo: '97000001' });
    expect(flowReducer(state, { type: 'phoneChanged', countryCode: '+229', mobileNo: '1' }).mobileNo).toBe('1');
  });

  it('an allowed number is locked, the code step shows and the countdown starts at 30', () => {
    const state = run(toCode);
    expect(state).toMatchObject({ step: 'code', locked: true, busy: false, countdown: 30, verificationId: null });
    expect(RESEND_COUNTDOWN_SECONDS).toBe(30);
    expect(flowReducer(state, { type: 'phoneChanged', countryCode: '+229', mobileNo: '1' })).toBe(state);
    expect(stepNumber(state.step)).toBe(2);
  });

  it('keeps the reset token of the password reset in the state', () => {
    expect(run([{ type: 'allowed', resetToken: 'opaque' }]).resetToken).toBe('opaque');
  });

  it('the countdown ticks down to 0 and Resend OTP shows only while it is above 0', () => {
    let state = run([...toCode, { type: 'codeSent', verificationId: 'v1' }]);
    expect(canResend(state)).toBe(true);
    for (let i = 0; i < 29; i++) state = flowReducer(state, { type: 'tick' });
    expect(state.countdown).toBe(1);
    expect(canResend(state)).toBe(true);
    state = flowReducer(state, { type: 'tick' });
    expect(state.countdown).toBe(0);
    expect(canResend(state)).toBe(false);
    expect(flowReducer(state, { type: 'tick' }).countdown).toBe(0);
  });

  it('a resend restarts the countdown with the new id', () => {
    const state = run([...toCode, { type: 'codeSent', verificationId: 'v1' }, { type: 'tick' }, { type: 'submitted' }]);
    const resent = flowReducer(state, { type: 'resent', verificationId: 'v2' });
    expect(resent).toMatchObject({ countdown: 30, verificationId: 'v2', busy: false, step: 'code' });
  });

  it('a failed resend goes back to the phone step, unlocked, keeping the number', () => {
    const state = run([...toCode, { type: 'codeSent', verificationId: 'v1' }, { type: 'resendFailed' }]);
    expect(state).toMatchObject({ step: 'phone', locked: false, verificationId: null, countdown: 0 });
    expect(state).toMatchObject({ countryCode: '+228', mobileNo: '90123456' });
  });

  it('a failed send leaves no verification id (a resend then says it is missing)', () => {
    const state = run([...toCode, { type: 'codeNotSent' }]);
    expect(state).toMatchObject({ step: 'code', verificationId: null });
  });

  it('an accepted code goes to the form with the phone proof; then done', () => {
    const state = run([
      ...toCode,
      { type: 'codeSent', verificationId: 'v1' },
      { type: 'submitted' },
      { type: 'verified', phoneProof: 'proof' },
    ]);
    expect(state).toMatchObject({ step: 'form', phoneProof: 'proof', locked: true, busy: false });
    expect(stepNumber(state.step)).toBe(3);
    expect(canResend(state)).toBe(false);
    expect(flowReducer(state, { type: 'completed' }).step).toBe('done');
  });

  it('"change the number" from the code or form step starts again, unlocked', () => {
    const fromCode = run([...toCode, { type: 'changeNumber' }]);
    expect(fromCode).toMatchObject({ step: 'phone', locked: false, mobileNo: '90123456' });
    const fromForm = run([...toCode, { type: 'verified', phoneProof: 'p' }, { type: 'changeNumber' }]);
    expect(fromForm).toMatchObject({ step: 'phone', phoneProof: null });
  });

  it('ignores events that make no sense in the current step', () => {
    const phone = initialFlow('+229');
    for (const event of [
      { type: 'tick' },
      { type: 'codeSent', verificationId: 'x' },
      { type: 'verified', phoneProof: 'p' },
      { type: 'resendFailed' },
      { type: 'completed' },
      { type: 'resent', verificationId: 'y' },
    ] as FlowEvent[]) {
      expect(flowReducer(phone, event)).toBe(phone);
    }
    const form = run([...toCode, { type: 'verified', phoneProof: 'p' }]);
    expect(flowReducer(form, { type: 'allowed' })).toBe(form);
    expect(flowReducer(form, { type: 'tick' })).toBe(form);
  });
});
