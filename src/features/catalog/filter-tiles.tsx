/** The four filter tiles of the home page (Brand, Body Type, Model, Country); each opens its picker. */
import type { Translate } from '../../lib/i18n/translate.ts';
import { TILE_LABELS } from './catalog-labels.ts';
import { TILE_KINDS, type TileKind } from './home-query.ts';

const ICONS: Record<TileKind, string> = {
  brand: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7z',
  bodyType:
    'M3 15v-3l2-5h11l3 4h2a1 1 0 011 1v3h-2a2.5 2.5 0 01-5 0H9a2.5 2.5 0 01-5 0zm3.4-7L5 11h5V8zm5.6 0v3h5.5l-2.3-3z',
  model: 'M3 3h8l10 10-8 8L3 11zm4 2.5A1.5 1.5 0 107 8.5a1.5 1.5 0 000-3z',
  country:
    'M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 9h-3a15 15 0 00-1.3-5.6A8 8 0 0118.9 11zM12 4.1c.9 1.2 1.8 3.6 2 6.9h-4c.2-3.3 1.1-5.7 2-6.9zM9.4 5.4A15 15 0 008.1 11h-3a8 8 0 014.3-5.6zM5.1 13h3a15 15 0 001.3 5.6A8 8 0 015.1 13zm6.9 6.9c-.9-1.2-1.8-3.6-2-6.9h4c-.2 3.3-1.1 5.7-2 6.9zm2.6-1.3a15 15 0 001.3-5.6h3a8 8 0 01-4.3 5.6z',
};

export interface TileSummary {
  /** Names of the chosen entries ([] when none or not known yet). */
  names: string[];
  count: number;
}

/** The tiles; `summaries` says what each has chosen. */
export function FilterTiles(props: {
  t: Translate;
  summaries: Readonly<Record<TileKind, TileSummary>>;
  onOpen: (kind: TileKind) => void;
}) {
  const { t } = props;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {TILE_KINDS.map((kind) => {
        const { names, count } = props.summaries[kind];
        const summary =
          count === 0
            ? t('catalog.filters.any')
            : names.length === count
              ? names.join(', ')
              : t('catalog.filters.selected', { count });
        return (
          <li key={kind}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => props.onOpen(kind)}
              data-tile={kind}
              className={`flex h-full min-h-16 w-full items-center gap-2 rounded-lg border px-2.5 py-2 sm:gap-3 sm:px-3 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 ${
                count ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full sm:size-10 ${
                  count ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'
                }`}
              >
                <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
                  <path d={ICONS[kind]} />
                </svg>
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{t(TILE_LABELS[kind])}</span>
                <span className="block truncate text-sm text-slate-600" data-tile-summary>
                  {summary}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
