/**
 * Side-profile outlines: tagged polylines in the car's x/y plane, rounded by Chaikin corner cutting
 * so the bodies read as pressed metal rather than boxes.
 */
import type { Pt } from './camera.ts';

/** What a stretch of outline is: plain paint, glass, or a panel that carries lamps or a plate. */
export type Tag = 'body' | 'glass' | 'lamp' | 'bumper' | 'taillamp' | 'rearbumper' | 'bed' | 'tailgate' | 'grille';

/** An outline point; its tag names the segment that starts at it. Sharp points are never rounded. */
export interface OPt {
  x: number;
  y: number;
  tag: Tag;
  sharp?: boolean;
}

/** Shorthand for writing outlines: [x, y, tag?, sharp?]. */
export type RawPt = readonly [number, number, Tag?, 1?];

export function toOutline(raw: readonly RawPt[], defaultTag: Tag = 'body'): OPt[] {
  return raw.map(([x, y, tag, sharp]) => ({ x, y, tag: tag ?? defaultTag, sharp: sharp === 1 }));
}

/** One Chaikin pass over an open polyline; endpoints and sharp points stay where they are. */
function chaikinPass(points: OPt[]): OPt[] {
  const out: OPt[] = [points[0]!];
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const keepA = i === 0 || a.sharp;
    const keepB = i === points.length - 2 || b.sharp;
    if (!keepA) out.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y, tag: a.tag });
    // A corner cut between two different stretches is plain paint: it becomes the window frame.
    const cornerTag: Tag = a.tag === b.tag ? a.tag : 'body';
    if (keepB) out.push({ ...b });
    else out.push({ x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y, tag: cornerTag });
  }
  return out;
}

export function smooth(points: OPt[], passes = 2): OPt[] {
  let result = points;
  for (let i = 0; i < passes; i++) result = chaikinPass(result);
  return result;
}

/** The x of a polyline where it first crosses height y (linear between points). */
export function xAtHeight(points: readonly OPt[], y: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    if ((a.y - y) * (b.y - y) <= 0 && a.y !== b.y) return a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
  }
  return points[0]!.x;
}

/** The highest y of a polyline at x (for roofs and rails). */
export function heightAtX(points: readonly OPt[], x: number): number {
  let best = -Infinity;
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    if ((a.x - x) * (b.x - x) <= 0 && a.x !== b.x) best = Math.max(best, a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y));
  }
  return best;
}

/** Convex hull (monotone chain) of picture points, used for a tyre seen at an angle. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
