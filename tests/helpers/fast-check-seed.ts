/**
 * Vitest setup: every fast-check property runs from one seed per test file. fast-check prints the
 * seed and the shrink path of a failure ("{ seed: 1234, path: "7:2" }"); `FC_SEED=1234 npx vitest run
 * <file>` replays the same runs (and `fc.assert(…, { seed, path })` jumps straight to the counterexample).
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : (Date.now() ^ (Math.random() * 0x100000000)) | 0;
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
