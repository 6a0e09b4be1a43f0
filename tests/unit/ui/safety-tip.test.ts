import { describe, expect, it } from 'vitest';
import { lastTipDay, localDay, rememberTipDay, SAFETY_TIP_KEY, tipDue } from '../../../src/ui/safety-tip.ts';

describe('safety tip: once a day per device', () => {
  it('is due on a new local day only', () => {
    const evening = new Date(2026, 10, 26, 23, 59);
    expect(localDay(evening)).toBe('2026-11-26');
    expect(tipDue(null, evening)).toBe(true);
    expect(tipDue('2026-11-26', evening)).toBe(false);
    expect(tipDue('2026-11-26', new Date(2026, 10, 27, 0, 1))).toBe(true);
  });

  it('remembers the day, and a refusing storage only means the tip shows again', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    rememberTipDay(storage, new Date(2026, 0, 5, 9));
    expect(store.get(SAFETY_TIP_KEY)).toBe('2026-01-05');
    expect(lastTipDay(storage)).toBe('2026-01-05');
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(lastTipDay(refusing)).toBeNull();
    expect(() => rememberTipDay(refusing, new Date())).not.toThrow();
  });
});
