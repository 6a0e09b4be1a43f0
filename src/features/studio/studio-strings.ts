/** The translation keys the studio island receives as props (pickStrings(lang, STUDIO_STRINGS) in its page). */
export const STUDIO_STRINGS = [
  'studio.',
  'common.cancel',
  'apiMessage.',
  'report.reason.',
  'catalog.card.verified',
  'pager.',
];
