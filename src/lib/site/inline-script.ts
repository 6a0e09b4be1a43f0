/**
 * The Content-Security-Policy hash of a classic inline script: Astro hashes the scripts it bundles, not
 * inline ones, so a page that writes one out gives its policy this (`Astro.csp?.insertScriptHash`).
 */
import { createHash } from 'node:crypto';

export const inlineScriptHash = (code: string): string =>
  `sha256-${createHash('sha256').update(code).digest('base64')}`;
