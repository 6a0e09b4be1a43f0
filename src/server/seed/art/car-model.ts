/**
 * Turns a side profile into a low-poly 3D body: the profile extruded across the car's width, the
 * window band leaning inwards, panels carrying decals (lamps, plates, window glass, door lines) and
 * wheels. The renderer sorts and shades the faces for whatever camera it is given.
 */
import { normalize, type Pt, type Vec3 } from './camera.ts';
import type { BodyShape } from './body-shapes.ts';
import {
  boxSide,
  circle,
  flankDecals,
  mirror,
  panelDecals,
  roofRails,
  segmentNormal,
  wheelDecals,
} from './car-details.ts';
import type { CarModel, Decal, Face, Material } from './model-types.ts';
import { smooth, toOutline, type OPt } from './outline.ts';

export type { CarModel, Decal, Face, Material } from './model-types.ts';

const newell = (pts: readonly Vec3[]): Vec3 => {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize([x, y, z]);
};

/** Wheel arches cut into the flank's lower edge, walked rear to front. */
function bottomOutline(shape: BodyShape, tailEnd: OPt, noseStart: OPt): Pt[] {
  const r = shape.wheelRadius;
  const archR = r * 1.1 + 0.03;
  const pts: Pt[] = [];
  const boxed = shape.boxFrom !== undefined;
  if (boxed) {
    // The truck's cargo box floor runs high above its rear wheels; the cab steps down in front.
    const floor = tailEnd.y;
    pts.push([shape.boxFrom! + 0.05, floor], [shape.boxFrom! - 0.04, shape.sill]);
  } else {
    pts.push([tailEnd.x - 0.08, shape.sill]);
  }
  const lastX = pts[pts.length - 1]![0];
  for (const axle of [...shape.axles].sort((a, b) => b - a)) {
    if (axle > lastX - archR) continue;
    const dy = Math.max(-archR + 0.01, shape.sill - r);
    const start = Math.atan2(dy, Math.sqrt(archR * archR - dy * dy));
    for (const p of circle(axle, r, archR, 0, 14, start, Math.PI - start)) pts.push([p[0], p[1]]);
  }
  pts.push([noseStart.x + 0.08, shape.sill]);
  return pts;
}

function insetPolygon(pts: readonly Pt[], d: number): Pt[] {
  // Counter-clockwise in x/y (x to the rear, y up) after the caller's ordering: inward is to the left.
  const n = pts.length;
  return pts.map((p, i) => {
    const prev = pts[(i - 1 + n) % n]!;
    const next = pts[(i + 1) % n]!;
    const e1 = normalize([p[0] - prev[0], p[1] - prev[1], 0]);
    const e2 = normalize([next[0] - p[0], next[1] - p[1], 0]);
    const n1: Pt = [-e1[1], e1[0]];
    const n2: Pt = [-e2[1], e2[0]];
    const m = normalize([n1[0] + n2[0], n1[1] + n2[1], 0]);
    const k = Math.min(3, 1 / Math.max(0.3, m[0] * n1[0] + m[1] * n1[1]));
    return [p[0] + m[0] * d * k, p[1] + m[1] * d * k] as Pt;
  });
}

/** @param wheelAngle turns the rims (radians), for animation frames. */
export function buildCarModel(shape: BodyShape, wheelAngle = 0): CarModel {
  const hw = shape.width / 2;
  const nose = smooth(toOutline(shape.nose));
  const tail = smooth(toOutline(shape.tail));
  const cabin = smooth(toOutline(shape.cabin));
  const cowl = nose[nose.length - 1]!;
  const beltEnd = tail[0]!;
  const beltAt = (x: number) => cowl.y + ((x - cowl.x) / (beltEnd.x - cowl.x || 1)) * (beltEnd.y - cowl.y);
  const roofTop = Math.max(...cabin.map((p) => p.y));
  const cabinZ = (x: number, y: number) => {
    const t = Math.min(1, Math.max(0, (y - beltAt(x)) / (roofTop - beltAt(x))));
    return hw * (1 - (1 - shape.roofScale) * t);
  };
  const boxFrom = shape.boxFrom ?? Infinity;
  const faces: Face[] = [];
  const underlay: Decal[] = [];
  const overlay: Decal[] = [];
  const groups = new Map<number, Decal[]>();

  // Panels across the car along the nose, tail and cabin profiles. Smoothing splits a tagged panel
  // (a bumper) into several facets: its decals are laid once on the chord of the whole run.
  const strips = (line: OPt[], zOf: (p: OPt) => number) => {
    for (let i = 0; i < line.length - 1; i++) {
      const a = line[i]!;
      const b = line[i + 1]!;
      let group: number | undefined;
      if (a.tag !== 'body' && a.tag !== 'glass') {
        const start = i === 0 || line[i - 1]!.tag !== a.tag ? i : -1;
        if (start >= 0) {
          let end = i + 1;
          while (end < line.length - 1 && line[end]!.tag === a.tag) end++;
          groups.set(groups.size, panelDecals(a.tag, a, line[end]!, hw, shape));
        }
        group = groups.size - 1;
      }
      if (Math.hypot(b.x - a.x, b.y - a.y) < 1e-4) continue;
      const za = zOf(a);
      const zb = zOf(b);
      const pts: Vec3[] = [
        [a.x, a.y, -za],
        [b.x, b.y, -zb],
        [b.x, b.y, zb],
        [a.x, a.y, za],
      ];
      const material: Material = a.tag === 'glass' ? 'glass' : (a.x + b.x) / 2 >= boxFrom ? 'alu' : 'paint';
      faces.push({ pts, normal: segmentNormal(a, b), material, decals: [], group });
    }
  };
  strips(nose, () => hw);
  strips(tail, () => hw);
  strips(cabin, (p) => cabinZ(p.x, p.y));

  // The flanks: the lower body and the window band, one of each per side.
  const bottom = bottomOutline(shape, tail[tail.length - 1]!, nose[0]!);
  const flank: Pt[] = [...nose.map((p) => [p.x, p.y] as Pt), ...tail.map((p) => [p.x, p.y] as Pt), ...bottom];
  const cabinFlank: Pt[] = cabin.map((p) => [p.x, p.y] as Pt);
  // Reversed: counter-clockwise, so the inset moves inwards.
  const glass = insetPolygon([...cabinFlank].reverse(), 0.045);
  for (const side of [1, -1] as const) {
    const z = side * hw;
    const on = (x: number, y: number, lift = 0.002): Vec3 => [x, y, side * (hw + lift)];
    const onCabin = (x: number, y: number, lift = 0.002): Vec3 => [x, y, side * (cabinZ(x, y) + lift)];
    const wheels = shape.axles.map((axle) => wheelDecals(axle, shape, side, wheelAngle));
    faces.push({
      pts: flank.map(([x, y]) => [x, y, z] as Vec3),
      normal: [0, 0, side],
      material: 'paint',
      sheen: true,
      decals: [...flankDecals(shape, nose, tail, beltAt, on), ...wheels.flat()],
    });
    if (shape.boxFrom !== undefined) faces[faces.length - 1]!.decals.unshift(...boxSide(shape, tail, on));
    const cabinPts = cabinFlank.map(([x, y]) => [x, y, side * cabinZ(x, y)] as Vec3);
    let normal = newell(cabinPts);
    if (normal[2] * side < 0) normal = [-normal[0], -normal[1], -normal[2]];
    faces.push({
      pts: cabinPts,
      normal,
      material: 'paint',
      decals: [{ pts: glass.map(([x, y]) => onCabin(x, y)), material: 'glass' }, mirror(shape, cowl, beltAt, onCabin)],
      clipped: shape.pillars.map(([b0, b1, t0, t1, kind]) => ({
        pts: [
          onCabin(b0, beltAt(b0) - 0.05, 0.004),
          onCabin(b1, beltAt(b1) - 0.05, 0.004),
          onCabin(t1, roofTop + 0.1, 0.004),
          onCabin(t0, roofTop + 0.1, 0.004),
        ],
        material: kind === 'trim' ? 'trim' : 'paint',
      })),
      sheen: true,
    });
    underlay.push(...wheels.flat());
  }
  if (shape.roofRails) overlay.push(...roofRails(cabin, cabinZ));
  return { faces, underlay, overlay, groups, length: shape.length, width: shape.width, height: roofTop };
}
