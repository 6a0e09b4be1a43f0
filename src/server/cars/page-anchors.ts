/**
 * Where a far page begins, kept while the catalogue stands (issues 22 and 25). PostgreSQL reaches a
 * page far down a list (OFFSET, or the mirror page from the end) by walking every car before it: a page
 * 600 deep in "2018 or newer, under 50,000 km, automatic, newest first" walks ~30,000 index entries at
 * 100,000 cars, and a buyer scrolling on asks for the page after it, which walks them all again.
 *
 * A page read says which car stands at its first and last place in that list. While car_list_version
 * (drizzle/0019, 0020) stands, no car was added, removed or moved in any list order kept here (the
 * order's columns move the number), so the page after starts just after the last car, the same page
 * asked again at its first, and a page a little further on a few cars after a kept one: read by seeking
 * the sort's index from that car (car-list.query.ts seekAfter), ~take entries instead of the walk. The
 * number is read with the page (in its statement) or before it: a change committed in between only makes
 * the kept places' number older (count-memo.ts says the same of counts). A place is offered with the
 * number it was kept at, and the seek's statement checks that the number still stands (no statement of
 * its own before the page). Not for the popular order: likes and views do not move the number.
 */
import type { Db } from '../db/client.ts';

/** Lists whose places are kept, per database: the oldest is dropped beyond this. */
const LISTS_KEPT = 200;
/** Places kept per list: the oldest is dropped beyond this. */
const PLACES_KEPT = 1000;
/**
 * A page starts from a kept place this far before it at most, walking the cars between (a page near one
 * already read, as random far pages of a busy list come to be): farther, the walk from the list's nearer
 * end is read as before. The same bound as car-list.query.ts's FAR_PAGE_SKIP, below which a walk is cheap.
 */
const NEAREST_WALK = 1000;

interface Places {
  version: string;
  /** Place in the list (0 = first car) → the car's id. */
  ids: Map<number, number>;
}

const kept = new WeakMap<object, Map<string, Places>>();

/** The car a page at some skip starts from: just after it, or at it; kept at car_list_version `version`. */
export interface PageStart {
  id: number;
  inclusive: boolean;
  /** The page is read only while the number still stands at this (a guard in its statement). */
  version: string;
}

export interface PageAnchors {
  /**
   * Where the page at `skip` starts: from the nearest kept place at or before it, then `walk` cars on; null
   * when none is kept within NEAREST_WALK.
   */
  startOf(skip: number): { start: PageStart; walk: number } | null;
  /** Keeps the places of a page read at the number `version`: `ids` in list order from `skip`. */
  keep(skip: number, ids: readonly number[], version: string | null | undefined): void;
}

function remember(places: Places, place: number, id: number) {
  places.ids.delete(place);
  if (places.ids.size >= PLACES_KEPT) places.ids.delete(places.ids.keys().next().value!);
  places.ids.set(place, id);
}

/**
 * The kept places of the list known by `key` (its filter, importer and sort); `owner`: the database.
 * Any kept place is offered with its number (a far page with no place kept costs what it did).
 */
export function pageAnchors(owner: Db, key: string): PageAnchors {
  const current = (version?: string) => {
    const places = kept.get(owner)?.get(key);
    return places && (version === undefined || places.version === version) ? places : null;
  };
  return {
    startOf(skip) {
      const places = current();
      if (!places) return null;
      // the nearest kept place at or before the page, no further than NEAREST_WALK
      let nearest = -1;
      for (const place of places.ids.keys()) {
        if (place <= skip && place > nearest && skip - place <= NEAREST_WALK) nearest = place;
      }
      if (nearest < 0) return null;
      const id = places.ids.get(nearest)!;
      return nearest === skip
        ? { start: { id, inclusive: true, version: places.version }, walk: 0 }
        : { start: { id, inclusive: false, version: places.version }, walk: skip - nearest - 1 };
    },
    keep(skip, ids, version) {
      if (version == null || ids.length === 0) return;
      let lists = kept.get(owner);
      if (!lists) kept.set(owner, (lists = new Map()));
      let places = current(version);
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
