/** Auto-advance interval of the ads carousel (SPEC.md §9); a module of its own, so ads-carousel.start.ts loads nothing more. */
export const AD_INTERVAL_MS = 5000;
