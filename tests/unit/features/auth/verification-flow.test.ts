import { describe, expect, it } from 'vitest';
import {
  canResend,
  flowReducer,
  initialFlow,
  RESEND_COUNTDOWN_SECONDS,
  stepNumber,
  waitSecondsOf,
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

  it("the countdown runs from the server's cool-down down to 0, and Resend OTP shows only then", () => {
    let state = run([...toCode, { type: 'codeSent', verificationId: 'v1', resendAfter: 30 }]);
    expect(state.countdown).toBe(30);
    expect(canResend(state)).toBe(false);
    for (let i = 0; i < 29; i++) state = flowReducer(state, { type: 'tick' });
    expect(state.countdown).toBe(1);
    expect(canResend(state)).toBe(false);
    state = flowReducer(state, { type: 'tick' });
    expect(state.countdown).toBe(0);
    expect(canResend(state)).toBe(true);
    expect(flowReducer(state, { type: 'tick' }).countdown).toBe(0);
  });

  it('a server without a cool-down lets the code be resent at once', () => {
    const state = run([...toCode, { type: 'codeSent', verificationId: 'v1', resendAfter: 0 }]);
    expect(canResend(state)).toBe(true);
  });

  it("a resend restarts the countdown at the server's cool-down, with the new id", () => {
    const sent = run([...toCode, { type: 'codeSent', verificationId: 'v1', resendAfter: 2 }]);
    const state = run([{ type: 'tick' }, { type: 'tick' }, { type: 'submitted' }], sent);
    expect(canResend(state)).toBe(true);
    const resent = flowReducer(state, { type: 'resent', verificationId: 'v2', resendAfter: 30 });
    expect(resent).toMatchObject({ countdown: 30, verificationId: 'v2', busy: false, step: 'code' });
    expect(canResend(resent)).toBe(false);
  });

  it('a refused resend keeps the code step and the number, and counts down the wait the server named', () => {
    const sent = run([...toCode, { type: 'codeSent', verificationId: 'v1', resendAfter: 0 }, { type: 'submitted' }]);
    const state = flowReducer(sent, { type: 'resendFailed', waitSeconds: 20 });
    expect(state).toMatchObject({ step: 'code', locked: true, busy: false, verificationId: 'v1', countdown: 20 });
    expect(state).toMatchObject({ countryCode: '+228', mobileNo: '90123456' });
    expect(canResend(state)).toBe(false);
    expect(canResend(flowReducer(sent, { type: 'resendFailed', waitSeconds: 0 }))).toBe(true);
  });

  it('reads the wait of a refusal in seconds', () => {
    expect(waitSecondsOf({ message: '', key: 'otpWaitSeconds', vars: { count: '20' } })).toBe(20);
    expect(waitSecondsOf({ message: '', key: 'otpWaitMinutes', vars: { count: 2 } })).toBe(120);
    expect(waitSecondsOf({ message: '', key: 'tooManySeconds', vars: { count: '5' } })).toBe(5);
    expect(waitSecondsOf({ message: '', key: 'wrongCode' })).toBe(0);
    expect(waitSecondsOf({ message: 'Network error' })).toBe(0);
  });

  it('a failed send leaves no verification id (a resend then says it is missing), after the wait it named', () => {
    const state = run([...toCode, { type: 'codeNotSent', waitSeconds: 12 }]);
    expect(state).toMatchObject({ step: 'code', verificationId: null, countdown: 12 });
    expect(canResend(run([...toCode, { type: 'codeNotSent', waitSeconds: 0 }]))).toBe(true);
  });

  it('an accepted code goes to the form with the phone proof; then done', () => {
    const state = run([
      ...toCode,
      { type: 'codeSent', verificationId: 'v1', resendAfter: 30 },
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
      { type: 'codeSent', verificationId: 'x', resendAfter: 30 },
      { type: 'verified', phoneProof: 'p' },
      { type: 'resendFailed', waitSeconds: 0 },
      { type: 'completed' },
      { type: 'resent', verificationId: 'y', resendAfter: 30 },
    ] as FlowEvent[]) {
      expect(flowReducer(phone, event)).toBe(phone);
    }
    const form = run([...toCode, { type: 'verified', phoneProof: 'p' }]);
    expect(flowReducer(form, { type: 'allowed' })).toBe(form);
    expect(flowReducer(form, { type: 'tick' })).toBe(form);
  });
});
