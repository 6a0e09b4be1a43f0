/**
 * What the like toggles of a run should have left in the database. Toggles of one (customer, car)
 * pair never overlap in time, so the last acknowledged flag is the pair's state — unless toggles were
 * sent after it and never acknowledged (no answer, or an error answer such as 503): each of those may
 * or may not have been applied, so their flags are accepted too.
 */
interface PairState {
  /** Last acknowledged flag; 0 when none (these customers start with no likes). */
  acked: 0 | 1;
  /** Flags sent since the last acknowledgement (answered with an error or not at all). */
  maybe: Set<0 | 1>;
  /** A toggle of this pair is on the wire. */
  pending: boolean;
}

export class ToggleLedger {
  readonly #pairs = new Map<string, PairState>();
  acknowledged = 0;

  static key(userId: number, carId: number): string {
    return `${userId}:${carId}`;
  }

  get pairs(): number {
    return this.#pairs.size;
  }

  busy(pair: string): boolean {
    return this.#pairs.get(pair)?.pending ?? false;
  }

  /** Mostly the opposite of the current state (a real toggle), sometimes a repeat (idempotence). */
  nextFlag(pair: string): 0 | 1 {
    const acked = this.#pairs.get(pair)?.acked ?? 0;
    if (Math.random() < 0.15) return acked;
    return acked === 1 ? 0 : 1;
  }

  send(pair: string, flag: 0 | 1): void {
    const state = this.#pairs.get(pair) ?? { acked: 0, maybe: new Set(), pending: false };
    if (state.pending) throw new Error(`two toggles of ${pair} at once`);
    state.pending = true;
    state.maybe.add(flag);
    this.#pairs.set(pair, state);
  }

  /** The server answered 200 for this toggle. */
  acknowledge(pair: string, flag: 0 | 1): void {
    const state = this.#pairs.get(pair);
    if (!state?.pending) throw new Error(`acknowledged a toggle never sent: ${pair}`);
    state.acked = flag;
    state.maybe.clear();
    state.pending = false;
    this.acknowledged++;
  }

  /** The toggle got an error answer or none: it may or may not have been applied. */
  unacknowledged(pair: string): void {
    const state = this.#pairs.get(pair);
    if (state) state.pending = false;
  }

  /** Pairs whose state is not certain (toggles sent since their last acknowledgement). */
  unsettled(): string[] {
    return [...this.#pairs.entries()].filter(([, s]) => s.maybe.size > 0).map(([k]) => k);
  }

  /** Differences between the expected likes and `liked` (the pairs found in the table). */
  compare(liked: ReadonlySet<string>): string[] {
    const problems: string[] = [];
    for (const [pair, state] of this.#pairs) {
      const has = liked.has(pair) ? 1 : 0;
      if (has === state.acked || state.maybe.has(has)) continue;
      problems.push(`${pair} is ${has ? 'liked' : 'not liked'}, last acknowledged ${state.acked}`);
    }
    for (const pair of liked) if (!this.#pairs.has(pair)) problems.push(`${pair} liked but never toggled`);
    return problems;
  }
}
