import { describe, expect, it } from 'vitest';
import { checkReport } from '../../../../src/features/car-detail/report-rules.ts';

describe('report form rules', () => {
  it('needs a reason', () => {
    expect(checkReport({ reason: '', text: '' })).toEqual({
      ok: false,
      reasonError: 'report.reasonNeeded',
      textError: null,
    });
  });
  it('needs words for "other", trimmed, and at most 500 characters are sent', () => {
    expect(checkReport({ reason: 'other', text: '  abc ' })).toMatchObject({
      ok: false,
      textError: 'report.textNeeded',
    });
    expect(checkReport({ reason: 'other', text: ' asked for a deposit ' })).toMatchObject({
      ok: true,
      text: 'asked for a deposit',
    });
    const long = checkReport({ reason: 'scam', text: 'x'.repeat(600) });
    expect(long.ok && long.text?.length).toBe(500);
  });
  it('sends no text when none was typed', () => {
    expect(checkReport({ reason: 'sold', text: '   ' })).toMatchObject({ ok: true, reason: 'sold', text: null });
  });
});
