/**
 * Query plans of the catalogue calls on PostgreSQL: runs the server's own query functions on a
 * drizzle instance that records each statement, then EXPLAIN ANALYZE's it with its parameters and
 * reports the indexes the plan reads, the tables it reads whole, and the execution time.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { parseFilterString, type SortCode } from '../../src/lib/filter-string.ts';
import { normalizeSearchText } from '../../src/lib/search-text.ts';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { POSTGRES_SESSION } from '../../src/server/db/client.ts';
import { planModeOf } from '../../src/server/db/plan-mode.ts';
import { findCarList } from '../../src/server/cars/car-list.query.ts';
import { searchCars } from '../../src/server/cars/car-search.query.ts';
import { vocabularyOf } from '../../src/server/cars/search-vocabulary.ts';

export interface PlanRow {
  scenario: string;
  /**
   * The page query and the count, each: indexes read, tables read whole, execution ms. A count that
   * is a subquery of the page statement (getAllCar) is listed on its own with `inPage` set.
   */
  statements: Array<{
    kind: 'page' | 'rows' | 'count';
    indexes: string[];
    seqScans: string[];
    ms: number;
    countsToo: boolean;
    inPage?: boolean;
    /** How the server has it planned (plan-mode.ts), and whether the generic plan is the custom one for these values. */
    mode?: 'generic' | 'custom';
    genericSame?: boolean | null;
  }>;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

/** The tally tables a count reads instead of the cars. */
const TALLY = /^car_(counts|totals)/;

/** The indexes and whole tables a plan (or one of its subtrees) reads. */
function readsOf(node: PlanNode): { indexes: string[]; seqScans: string[] } {
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  walk(node, (n) => {
    if (n['Index Name']?.startsWith('car')) indexes.add(n['Index Name']);
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name']?.startsWith('car')) seqScans.add(n['Relation Name']);
  });
  return { indexes: [...indexes], seqScans: [...seqScans] };
}

/** The subplan of a page statement that counts (its scalar subquery over car_counts or car_totals). */
function countSubplan(node: PlanNode): PlanNode | null {
  let found: PlanNode | null = null;
  walk(node, (n) => {
    if (found || n['Parent Relationship'] !== 'InitPlan') return;
    const reads = readsOf(n);
    if ([...reads.indexes, ...reads.seqScans].some((r) => TALLY.test(r))) found = n;
  });
  return found;
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export interface PlanScenario {
  name: string;
  path: string;
  body?: unknown;
}

export async function explainScenarios(databaseUrl: string, list: PlanScenario[]): Promise<PlanRow[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Db;
  const vocabulary = await vocabularyOf(db);
  const rows: PlanRow[] = [];
  try {
    for (const s of list) {
      const body = (s.body ?? {}) as Record<string, unknown>;
      captured.length = 0;
      if (s.path.endsWith('/V2/getAllCar') && !body.VehicalId) {
        const parsed = parseFilterString(String(body.filterString ?? ''));
        if (!parsed.ok) throw new Error(parsed.error.message);
        await findCarList(db, {
          filter: parsed.filter,
          sort: Number(body.sortString ?? 0) as SortCode,
          take: Number(body.take ?? 12),
          skip: Number(body.skip ?? 0),
          userId: null,
        });
      } else if (s.path.endsWith('/carSearchText')) {
        const text = normalizeSearchText(String(body.searchString ?? ''));
        await searchCars(
          db,
          {
            text,
            take: Number(body.take ?? 12),
            skip: Number(body.skip ?? 0),
            userId: null,
            sort: Number(body.sortString ?? 0) as SortCode,
          },
          vocabulary,
        );
      } else continue;
      const statements: PlanRow['statements'] = [];
      // (a far page runs in a transaction: its `set transaction` is not a query to explain)
      for (const { query, params } of captured.filter((c) => /^\s*(select|with)\b/i.test(c.query))) {
        const [result] = await client.unsafe(`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, params as never[]);
        const mode = planModeOf(query);
        const genericSame = params.length ? await genericPlanMatches(client, query, params, POSTGRES_SESSION) : null;
        const explained = (result as Record<string, unknown>)['QUERY PLAN'] as Array<{
          Plan: PlanNode;
          'Execution Time': number;
        }>;
        const plan = explained[0];
        if (!plan) continue;
        const kind = /"cars"\."id" in \(/i.test(query) ? 'rows' : / limit /i.test(query) ? 'page' : 'count';
        const counting = kind === 'page' ? countSubplan(plan.Plan) : null;
        const pageReads = readsOf(plan.Plan);
        const countReads = counting ? readsOf(counting) : null;
        statements.push({
          // a search's page: its ranking (limit, count over the scan), then its cars by id
          kind,
          indexes: pageReads.indexes.filter((i) => !countReads?.indexes.includes(i)),
          seqScans: pageReads.seqScans.filter((t) => !countReads?.seqScans.includes(t)),
          ms: plan['Execution Time'],
          countsToo: /count\(\*\) over \(\)/i.test(query),
          mode,
          genericSame,
        });
        if (counting && countReads) {
          statements.push({
            kind: 'count',
            ...countReads,
            ms: counting['Actual Total Time'] ?? 0,
            countsToo: false,
            inPage: true,
          });
        }
      }
      rows.push({ scenario: s.name, statements });
    }
  } finally {
    await client.end({ timeout: 1 });
  }
  return rows;
}

/** A plan's shape: its nodes, the tables and indexes they read, and how they hang together (no costs, no values). */
function shapeOf(node: PlanNode): string {
  const own = [node['Node Type'], node['Relation Name'], node['Index Name'], node['Parent Relationship']]
    .filter(Boolean)
    .join(' ');
  return `${own}(${(node.Plans ?? []).map(shapeOf).join(', ')})`;
}

const literal = (value: unknown) =>
  value === null ? 'null' : `'${(value instanceof Date ? value.toISOString() : String(value)).replace(/'/g, "''")}'`;

/**
 * Whether PostgreSQL's generic plan of a statement (planned once, for any values) is the custom plan it
 * makes for these values: EXPLAIN EXECUTE of the prepared statement under each plan_cache_mode.
 */
export async function genericPlanMatches(
  client: postgres.Sql,
  query: string,
  params: unknown[],
  settings: Record<string, string>,
): Promise<boolean> {
  return client.begin(async (tx) => {
    for (const [k, v] of Object.entries(settings)) await tx.unsafe(`set local ${k} = '${v}'`);
    await tx.unsafe(`prepare bench_plan as ${query}`);
    const explain = async (mode: string) => {
      await tx.unsafe(`set local plan_cache_mode = ${mode}`);
      const [row] = await tx.unsafe(
        `explain (format json, costs off) execute bench_plan(${params.map(literal).join(', ')})`,
      );
      const plan = ((row as Record<string, unknown>)['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
      return shapeOf(plan);
    };
    const same = (await explain('force_generic_plan')) === (await explain('force_custom_plan'));
    await tx.unsafe('deallocate bench_plan');
    return same;
  });
}
