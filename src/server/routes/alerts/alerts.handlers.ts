/** Handlers of saved searches and the alert stop link (issue 23). */
import { toLang } from '../../../lib/i18n/langs.ts';
import { ok, said } from '../../app/envelope.ts';
import type { RouteContext } from '../../app/types.ts';
import { changeAlertSettings, readAlertSettings } from '../../alerts/alert-settings.ts';
import { pauseByStopToken } from '../../alerts/alert-stop.ts';
import {
  SAVED_SEARCH_LIMIT,
  deleteSavedSearch as deleteSearch,
  listSavedSearches as listSearches,
  rememberAlertLang,
  saveSearch,
  updateSavedSearch as updateSearch,
  type SavedSearchRow,
} from '../../alerts/saved-searches.ts';
import { refuse } from '../../refusal.ts';
import type {
  alertStop,
  createSavedSearch,
  deleteSavedSearch,
  getAlertSettings,
  listSavedSearches,
  updateAlertSettings,
  updateSavedSearch,
} from './alerts.routes.ts';
import type { SavedSearchItem } from './alerts.schemas.ts';

/** The signed-in caller's id (requireUser ran before). */
function callerId(c: { get(key: 'user'): { id: number } | null }): number {
  const user = c.get('user');
  if (!user) throw new Error('requireUser must run before this handler');
  return user.id;
}

function itemOf(row: SavedSearchRow): SavedSearchItem {
  const { id, name, searchText, filterString, sort, listQuery } = row;
  return {
    id,
    name,
    searchText,
    filterString,
    sort,
    listQuery,
    paused: row.pausedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearchesHandler(c: RouteContext<typeof listSavedSearches>) {
  const { db } = c.get('deps');
  const userId = callerId(c);
  const lang = toLang(c.req.valid('query').lang);
  if (lang) await rememberAlertLang(db, userId, lang);
  const rows = await listSearches(db, userId);
  return ok(c, { limit: SAVED_SEARCH_LIMIT, savedSearches: rows.map(itemOf) });
}

export async function createSavedSearchHandler(c: RouteContext<typeof createSavedSearch>) {
  const body = c.req.valid('json');
  const { row, created } = await saveSearch(c.get('deps').db, callerId(c), body);
  return ok(c, itemOf(row), said(c, created ? 'searchSaved' : 'searchAlreadySaved'));
}

export async function updateSavedSearchHandler(c: RouteContext<typeof updateSavedSearch>) {
  const change = c.req.valid('json');
  const { db } = c.get('deps');
  const row = await updateSearch(db, callerId(c), c.req.valid('param').id, change, new Date());
  const key = change.paused === undefined ? 'savedSearchRenamed' : pausedKey('search', change.paused);
  return ok(c, itemOf(row), said(c, key));
}

export async function deleteSavedSearchHandler(c: RouteContext<typeof deleteSavedSearch>) {
  await deleteSearch(c.get('deps').db, callerId(c), c.req.valid('param').id);
  return ok(c, null, said(c, 'savedSearchDeleted'));
}

export async function getAlertSettingsHandler(c: RouteContext<typeof getAlertSettings>) {
  return ok(c, await readAlertSettings(c.get('deps').db, callerId(c)));
}

export async function updateAlertSettingsHandler(c: RouteContext<typeof updateAlertSettings>) {
  const change = c.req.valid('json');
  const settings = await changeAlertSettings(c.get('deps').db, callerId(c), change, new Date());
  const key =
    change.priceDropsPaused === undefined ? 'alertChannelSaved' : pausedKey('priceDrops', change.priceDropsPaused);
  return ok(c, settings, said(c, key));
}

export async function alertStopHandler(c: RouteContext<typeof alertStop>) {
  const { token, resume } = c.req.valid('json');
  const { db, env } = c.get('deps');
  const stopped = await pauseByStopToken(db, env.JWT_SECRET, token, !resume, new Date());
  if (!stopped) refuse(404, 'stopLinkInvalid');
  return ok(c, stopped, said(c, pausedKey(stopped.kind, stopped.paused)));
}

/** What a pause or a resume of a saved search's alert or of price drops is called. */
function pausedKey(kind: 'search' | 'priceDrops', paused: boolean) {
  if (kind === 'priceDrops') return paused ? 'priceDropsPaused' : 'priceDropsResumed';
  return paused ? 'alertPaused' : 'alertResumed';
}
