/**
 * Where a call's time goes in the server: the bench server runs under `--cpu-prof` while autocannon
 * sends one call for a while; the profile's samples are then summed by what they were doing (the
 * nearest frame of a known kind: routing, validation, the query builder, postgres.js, JSON,
 * compression, logging…), per call, and drawn as a flame graph (docs/bench-api-profile.svg).
 * `npm run bench:api -- --profile "getAllCar, no filter" --cars 100000 --seconds 10`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Scenario } from './api-scenarios.ts';
import { measure, withServer } from './api-server.ts';
import { table } from './report.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Kinds of work, by the file a frame runs in (first match wins), or by a native's name. */
const KINDS: Array<[kind: string, test: (f: CallFrame) => boolean]> = [
  ['JSON (stringify / parse)', (f) => f.url === '' && /^(stringify|parse|JSONStringify)$/.test(f.functionName)],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['compression', (f) => /hono\/dist\/middleware\/compress|node:zlib|zlib/.test(f.url)],
  ['logging (pino)', (f) => /node_modules\/(pino|pino-std-serializers|sonic-boom|fast-redact)/.test(f.url)],
  ['postgres.js (driver)', (f) => /node_modules\/postgres\//.test(f.url)],
  ['drizzle (query builder, row mapping)', (f) => /node_modules\/drizzle-orm\//.test(f.url)],
  ['validation (zod)', (f) => /node_modules\/(zod|@hono\/zod-openapi|@hono\/zod-validator)\//.test(f.url)],
  ['security headers', (f) => /security-headers\.ts/.test(f.url)],
  ['request id, logging middleware', (f) => /create-app\.ts|hono\/dist\/middleware\/request-id/.test(f.url)],
  ['name lookups (reference names)', (f) => /reference-names\.ts|request-lang\.ts/.test(f.url)],
  ['car queries (src/server/cars)', (f) => /src\/server\/cars\//.test(f.url)],
  ['handlers, other middleware (src/server)', (f) => /src\/server\//.test(f.url)],
  ['hono (routing, context)', (f) => /node_modules\/hono\/dist\/(?!adapter)/.test(f.url)],
  ['HTTP adapter (@hono/node-server)', (f) => /node_modules\/@hono\/node-server\//.test(f.url)],
  ['Node HTTP', (f) => /node:_http|node:internal\/http|node:http/.test(f.url)],
  ['Node sockets, streams', (f) => /node:net|node:internal\/(stream|streams|net)|node:stream/.test(f.url)],
  ['Node timers, promises, other', (f) => /^node:/.test(f.url)],
];

/** Kinds that only say where Node spent the time: a sample there counts for the nearest caller of another kind, if any. */
const NODE_KINDS = new Set(['Node HTTP', 'Node sockets, streams', 'Node timers, promises, other']);

const kindOf = (f: CallFrame): string | null => KINDS.find(([, test]) => test(f))?.[0] ?? null;
const IDLE = new Set(['(idle)', '(program)']);
/** The profiler's own stop (it builds the profile while sampling): not the server's work. */
const profiler = (f: CallFrame) => f.url.startsWith('node:inspector');

export interface ProfileSummary {
  requests: number;
  seconds: number;
  /** Busy ms (every sample but idle and program) per request: wall time, including time descheduled. */
  msPerCall: number;
  /** The server's CPU ms per request from /proc over the same window (null where there is none). */
  procMsPerCall?: number | null;
  kinds: Array<{ kind: string; ms: number; share: number }>;
  top: Array<{ name: string; where: string; kind: string; ms: number; share: number }>;
}

/** Sums a profile's samples: by kind (the nearest frame of a known kind, up the stack) and by function. */
export function summarize(profile: CpuProfile, requests: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const kindOfNode = new Map<number, string>();
  // A frame's own kind, else its caller's; Node's own frames take the kind of a caller of another kind
  // (a socket write from postgres.js is postgres.js's), with " (in Node)".
  const resolve = (id: number): string => {
    const known = kindOfNode.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const up = parent.get(id);
    const own = kindOf(node.callFrame);
    const inherited = up === undefined ? null : resolve(up);
    let kind: string;
    if (own && !NODE_KINDS.has(own)) kind = own;
    else if (inherited && !NODE_KINDS.has(inherited) && inherited !== 'other (native, no caller)')
      kind = inherited.endsWith(' (in Node)') ? inherited : `${inherited} (in Node)`;
    else kind = own ?? inherited ?? 'other (native, no caller)';
    kindOfNode.set(id, kind);
    return kind;
  };
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const kinds = new Map<string, number>();
  const fns = new Map<string, { name: string; where: string; kind: string; us: number }>();
  let busy = 0;
  let total = 0;
  for (const [id, us] of selfUs) {
    const f = byId.get(id)!.callFrame;
    total += us;
    if (IDLE.has(f.functionName) || profiler(f)) continue;
    busy += us;
    const kind = resolve(id);
    kinds.set(kind, (kinds.get(kind) ?? 0) + us);
    const where = f.url
      ? `${f.url.replace(/^.*\/(node_modules|src|scripts)\//, '$1/')}:${f.lineNumber + 1}`
      : '(native)';
    const key = `${f.functionName}\n${where}`;
    const entry = fns.get(key) ?? { name: f.functionName || '(anonymous)', where, kind, us: 0 };
    entry.us += us;
    fns.set(key, entry);
  }
  const perCall = (us: number) => us / 1000 / Math.max(1, requests);
  return {
    requests,
    seconds: total / 1e6,
    msPerCall: perCall(busy),
    kinds: [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, us]) => ({ kind, ms: perCall(us), share: us / busy })),
    top: [...fns.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 25)
      .map((e) => ({ name: e.name, where: e.where, kind: e.kind, ms: perCall(e.us), share: e.us / busy })),
  };
}

/** A flame graph (root at the bottom is the usual; here an icicle, root on top) of the busy samples. */
export function flameGraphSvg(profile: CpuProfile, title: string): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  interface Frame {
    name: string;
    kind: string;
    us: number;
    children: Map<string, Frame>;
  }
  // merge the tree by frame name (the same function reached by the same path is one box)
  const build = (id: number, into: Frame, inherited: string): void => {
    const node = byId.get(id)!;
    const f = node.callFrame;
    if (IDLE.has(f.functionName) || profiler(f)) return;
    const label = `${f.functionName || '(anonymous)'} ${f.url ? f.url.replace(/^.*\//, '') : ''}`.trim();
    const kind = kindOf(f) ?? inherited;
    let frame = into.children.get(label);
    if (!frame) into.children.set(label, (frame = { name: label, kind, us: 0, children: new Map() }));
    frame.us += subtreeUs(id);
    for (const c of node.children ?? []) build(c, frame, kind);
  };
  const totals = new Map<number, number>();
  const subtreeUs = (id: number): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    if (IDLE.has(node.callFrame.functionName) || profiler(node.callFrame)) return 0;
    let us = selfUs.get(id) ?? 0;
    for (const c of node.children ?? []) us += subtreeUs(c);
    totals.set(id, us);
    return us;
  };
  const root: Frame = { name: 'all', kind: 'root', us: 0, children: new Map() };
  const top = profile.nodes[0]!;
  for (const c of top.children ?? []) build(c, root, 'other (native, no caller)');
  root.us = [...root.children.values()].reduce((s, f) => s + f.us, 0);
  const width = 1200;
  const rowH = 16;
  const palette = new Map<string, string>();
  const colours = ['#f59e0b', '#ef4444', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#84cc16'];
  const colourOf = (kind: string) => {
    if (!palette.has(kind)) palette.set(kind, colours[palette.size % colours.length]!);
    return palette.get(kind)!;
  };
  const boxes: string[] = [];
  let depthMax = 0;
  const draw = (frame: Frame, x: number, depth: number) => {
    const w = (frame.us / root.us) * width;
    if (w < 1) return;
    depthMax = Math.max(depthMax, depth);
    const y = 40 + depth * rowH;
    const share = ((frame.us / root.us) * 100).toFixed(1);
    const text = w > 40 ? escapeXml(`${frame.name}`.slice(0, Math.floor(w / 6.5))) : '';
    boxes.push(
      `<g><title>${escapeXml(`${frame.name} — ${share} % (${frame.kind})`)}</title>` +
        `<rect x="${x.toFixed(1)}" y="${y}" width="${(w - 0.5).toFixed(1)}" height="${rowH - 1}" fill="${colourOf(frame.kind)}" rx="2"/>` +
        (text ? `<text x="${(x + 3).toFixed(1)}" y="${y + 11}">${text}</text>` : '') +
        '</g>',
    );
    let cx = x;
    for (const child of [...frame.children.values()].sort((a, b) => b.us - a.us)) {
      draw(child, cx, depth + 1);
      cx += (child.us / root.us) * width;
    }
  };
  draw(root, 0, 0);
  const legendY = 40 + (depthMax + 1) * rowH + 14;
  const legend = [...palette].map(
    ([kind, colour], i) =>
      `<rect x="${(i % 3) * 400}" y="${legendY + Math.floor(i / 3) * 16}" width="10" height="10" fill="${colour}"/>` +
      `<text x="${(i % 3) * 400 + 14}" y="${legendY + Math.floor(i / 3) * 16 + 9}">${escapeXml(kind)}</text>`,
  );
  const height = legendY + Math.ceil(palette.size / 3) * 16 + 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="monospace" font-size="10">`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    `<text x="4" y="20" font-size="13" font-family="sans-serif" font-weight="bold">${escapeXml(title)}</text>`,
    ...boxes,
    ...legend,
    '</svg>',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[ch] ?? ch);
}

/** Profiles the server under one call; prints the breakdown and writes the flame graph. */
export async function profileCall(
  env: Record<string, string>,
  s: Scenario,
  run: { seconds: number; connections: number },
  svgPath: string,
): Promise<ProfileSummary> {
  const load = loadavg()[0]!;
  const { profile, requests, cpu } = await withServer(env, async (origin, pid, server) => {
    await measure(origin, pid, s, 2, run.connections, false); // warm-up (JIT, pool), not profiled
    await server.request('profile:start');
    const m = await measure(origin, pid, s, run.seconds, run.connections, false);
    const { profile } = (await server.request('profile:stop')) as { profile: CpuProfile };
    console.log(`profiled ${s.name}: ${m.rps.toFixed(0)} req/s p50 ${m.p50} p99 ${m.p99} (load ${load.toFixed(1)})`);
    return { profile, requests: m.requests, cpu: m.cpu };
  });
  const summary = summarize(profile, requests);
  summary.procMsPerCall = cpu?.server ?? null;
  mkdirSync('.tmp/bench', { recursive: true });
  writeFileSync(`.tmp/bench/${svgPath.replace(/^.*\//, '').replace('.svg', '')}.cpuprofile`, JSON.stringify(profile));
  writeFileSync(svgPath, flameGraphSvg(profile, `${s.name}: server CPU profile, ${run.connections} connections`));
  console.log(
    `${requests} requests, ${summary.msPerCall.toFixed(3)} ms sampled per call, ${summary.procMsPerCall?.toFixed(3) ?? '?'} ms of CPU (/proc)\n`,
  );
  console.log(renderKinds(summary));
  console.log(renderTop(summary));
  return summary;
}

export const renderKinds = (summary: ProfileSummary) =>
  table(
    ['kind of work', 'ms per call', '% of busy time'],
    summary.kinds.map((k) => [k.kind, k.ms.toFixed(3), `${(k.share * 100).toFixed(1)} %`]),
  );

export const renderTop = (summary: ProfileSummary, count = 25) =>
  table(
    ['function (self time)', 'where', 'kind', '% of busy time'],
    summary.top
      .slice(0, count)
      .map((t) => [`\`${t.name}\``, `\`${t.where}\``, t.kind, `${(t.share * 100).toFixed(1)} %`]),
  );
