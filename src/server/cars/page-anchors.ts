/**
 * Where a far page begins, kept while the catalogue stands (issues 22 and 25). PostgreSQL reaches a
 * page far down a list (OFFSET, or the mirror page from the end) by walking every car before it: a page
 * 600 deep in "2018 or newer, under 50,000 km, automatic, newest first" walks ~30,000 index entries at
 * 100,000 cars, and a buyer scrolling on asks for the page after it, which walks them all again.
 *
 * A page read says which car stands at its first and last place in that list. While car_list_version
 * (drizzle/0019, 0020) stands, no car was added, removed or moved in any list order kept here (the
 * order's columns move the number), so the page after starts just after the last car, and the same page
 * asked again starts at its first: read by seeking the sort's index from that car (car-list.query.ts
 * seekAfter), ~take entries instead of the walk. The number is read before the page: a change committed
 * in between only makes the kept places' number older (count-memo.ts says the same of counts). Not for
 * the popular order: likes and views do not move the number.
 */
import type { Db } from '../db/client.ts';

/** Lists whose places are kept, per database: the oldest is dropped beyond this. */
const LISTS_KEPT = 500;
/** Places kept per list: the oldest is dropped beyond this. */
const PLACES_KEPT = 200;

interface Places {
  version: string;
  /** Place in the list (0 = first car) → the car's id. */
  ids: Map<number, number>;
}

const kept = new WeakMap<object, Map<string, Places>>();

/** The car a page at some skip starts from: just after it, or at it. */
export interface PageStart {
  id: number;
  inclusive: boolean;
}

export interface PageAnchors {
  /** Where the page at `skip` starts, if a place next to it is kept for the number read now. */
  startOf(skip: number): PageStart | null;
  /** Keeps the places of a page read after the number was: `ids` in list order from `skip`. */
  keep(skip: number, ids: readonly number[]): void;
}

function remember(places: Places, place: number, id: number) {
  places.ids.delete(place);
  if (places.ids.size >= PLACES_KEPT) places.ids.delete(places.ids.keys().next().value!);
  places.ids.set(place, id);
}

/**
 * The kept places of the list known by `key` (its filter, importer and sort) at `version`, the
 * catalogue's number read now (count-memo.ts listVersion); `owner`: the database.
 */
export function pageAnchors(owner: Db, key: string, version: string | null): PageAnchors {
  const current = () => {
    const places = kept.get(owner)?.get(key);
    return places && places.version === version ? places : null;
  };
  return {
    startOf(skip) {
      const places = current();
      if (!places) return null;
      const before = places.ids.get(skip - 1);
      if (before !== undefined) return { id: before, inclusive: false };
      const at = places.ids.get(skip);
      return at === undefined ? null : { id: at, inclusive: true };
    },
    keep(skip, ids) {
      if (version === null || ids.length === 0) return;
      let lists = kept.get(owner);
      if (!lists) kept.set(owner, (lists = new Map()));
      let places = current();
      if (!places) {
        lists.delete(key);
        if (lists.size >= LISTS_KEPT) lists.delete(lists.keys().next().value!);
        lists.set(key, (places = { version, ids: new Map() }));
      }
      remember(places, skip, ids[0]!);
      remember(places, skip + ids.length - 1, ids[ids.length - 1]!);
    },
  };
}
