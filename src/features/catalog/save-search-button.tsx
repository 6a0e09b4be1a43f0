/**
 * "Save this search" on the car list (issue 23): saves the list's query (search text, the grammar's
 * filter string, sort, and its URL so it reopens as seen), named from the chosen filters in the page's
 * language ("Toyota · Corolla · SUV"); renamable in My Account. Without a token the login-required
 * dialog opens, and the login returns to this list.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { saveSearch } from '../../lib/api/alerts.ts';
import { messageOf, successMessage, translateApiMessage } from '../../lib/i18n/api-messages.ts';
import { quoteText } from '../../lib/i18n/format.ts';
import type { Lang } from '../../lib/i18n/langs.ts';
import type { Translate } from '../../lib/i18n/translate.ts';
import { $isLoggedIn } from '../../lib/stores/auth.ts';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { openLoginRequired } from '../../ui/login-required-dialog.ts';
import { toast } from '../../ui/toast.ts';
import { carListFilterString, carListQueryToSearch, type CarListQuery } from './car-list-query.ts';

/** The list's query to keep: its cars, not its page, size or view. */
export function savedSearchOf(query: CarListQuery, name: string, lang: Lang) {
  const cars: CarListQuery = { ...query, page: 1, size: 10, view: 'grid' };
  return {
    name,
    searchText: query.search,
    filterString: carListFilterString(query),
    sort: query.sort,
    listQuery: carListQueryToSearch(cars).replace(/^\?/, ''),
    lang,
  };
}

/**
 * The name of a search from what the buyer sees: the search text (quoted), then the chosen filters' names.
 * The search words are quoted as the language quotes (“…” in English, « … » in French, «…» in Spanish).
 * @example searchName(['Toyota', null, 'SUV'], '', 'All cars', 'en') // 'Toyota · SUV'
 * @example searchName(['Diesel'], 'hilux', 'All cars', 'en') // '“hilux” · Diesel'
 */
export function searchName(
  filterNames: ReadonlyArray<string | null | undefined>,
  search: string,
  all: string,
  lang: Lang,
): string {
  const quoted = search ? [quoteText(search, lang)] : [];
  const names = [...quoted, ...filterNames.filter((name): name is string => Boolean(name))];
  return (names.length ? names.join(' · ') : all).slice(0, 60);
}

export function SaveSearchButton(props: { query: CarListQuery; name: string; lang: Lang; t: Translate }) {
  const { t } = props;
  const loggedIn = useStore($isLoggedIn);
  const [busy, setBusy] = useState(false);
  const onSave = async () => {
    if (!loggedIn) {
      openLoginRequired();
      return;
    }
    setBusy(true);
    try {
      const answer = await saveSearch(savedSearchOf(props.query, props.name, props.lang));
      toast.success(translateApiMessage(successMessage(answer), t));
    } catch (error) {
      toast.error(translateApiMessage(messageOf(error), t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-outline" onClick={onSave} disabled={busy} data-save-search>
      <StrokeIcon d="M6 3h12v18l-6-4-6 4V3z" />
      {t('catalog.saveSearch.button')}
    </button>
  );
}
