/**
 * Which prepared statements PostgreSQL may plan once (a generic plan, reused with any values) and which
 * it plans for each call's values (a custom plan), issue 25. Planning is most of a list call's cost in
 * PostgreSQL: the first page of getAllCar at 100k cars plans in 0.29 ms and runs in 0.21 ms, and pgbench
 * runs its statement 1.8× as often a second with a generic plan (same plan: EXPLAIN of both). A generic
 * plan is right when the best plan does not depend on the values: a car or user by id, a page of cars
 * by id, `status = published`, the IsLiked lookup, a LIMIT (a page is 1 to 100 cars). It is wrong where
 * the values change how many rows match, and so the plan: a brand, model, body type, country or importer
 * (1 % to 30 % of the cars each), a price range, an OFFSET, a LIKE (search words of any length), and
 * any condition this list does not know (new filters are planned per call until measured otherwise).
 * EXPLAIN of both plans at 100k cars, per statement: docs/decisions.md (Performance, session 7).
 */

/** Where a statement's values decide its plan. Matched on the statement's text, once per distinct text. */
const VALUE_DEPENDENT: RegExp[] = [
  / offset \$\d/i,
  / like /i,
  / between /i,
  /[<>]=? *\$\d/,
  // a comparison of a cars column other than id and status with a value
  /"cars"\."(?!id"|status")[a-z_]+" *(=|in \(|<>|!=) *\$\d/i,
];

/** Columns whose equality with a value always picks the same plan (keys, and the list's status). */
const KEY_EQUALITY = /"[a-z_]+"\."(id|car_id|user_id|status)" *(=|in \() *\$\d/gi;

/** The catalogue's number compared with a kept one (car-list.query.ts pageWhere): a one-row table, one plan. */
const LIST_VERSION_GUARD = /from "car_list_version" where "car_list_version"\."id" = 1\) = \$\d/gi;

/**
 * 'generic' when the statement's plan cannot depend on its values: it has parameters (without any, a
 * generic plan is the custom one), every one of them compared as a key (KEY_EQUALITY), a LIMIT or the
 * catalogue's number (LIST_VERSION_GUARD), and none of VALUE_DEPENDENT; else 'custom'.
 * @example planModeOf('select … from "cars" where "cars"."id" = $1') // 'generic'
 * @example planModeOf('select … where "cars"."brand_id" in ($1, $2) … limit $3') // 'custom'
 */
export function planModeOf(text: string): 'generic' | 'custom' {
  const parameters = text.match(/\$\d+/g)?.length ?? 0;
  if (parameters === 0) return 'custom';
  if (VALUE_DEPENDENT.some((pattern) => pattern.test(text))) return 'custom';
  // every parameter must sit in a key comparison, a LIMIT or the number's guard
  let accounted = (text.match(/ limit \$\d+/gi) ?? []).length + (text.match(LIST_VERSION_GUARD) ?? []).length;
  for (const match of text.matchAll(KEY_EQUALITY)) {
    if (match[2]!.toLowerCase() === '=') accounted += 1;
    else {
      const list = text.slice(match.index! + match[0].length - 2, text.indexOf(')', match.index));
      accounted += (list.match(/\$\d+/g) ?? []).length;
    }
  }
  return accounted >= parameters ? 'generic' : 'custom';
}

/** Databases whose statements of generic plan mode are planned once (client.ts: PostgreSQL with PG_GENERIC_PLANS). */
const planningOnce = new WeakSet<object>();

/** Marks `db` as planning its generic statements once (client.ts, when it opens one with generic plans). */
export function markPlansOnce(db: object): void {
  planningOnce.add(db);
}

/**
 * Whether `db` plans a statement of generic plan mode once: false for PGlite (no prepared statements: every
 * statement is planned on every call) and for PostgreSQL without PG_GENERIC_PLANS.
 */
export function plansOnce(db: object): boolean {
  return planningOnce.has(db);
}
