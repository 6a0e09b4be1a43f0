/**
 * The details laid on a car body: lamps, grilles and plates on its panels, door lines, handles and
 * wheel wells on its flanks, wheels with spoked rims, mirrors, roof rails, a spare wheel.
 */
import { normalize, type Vec3 } from './camera.ts';
import type { BodyShape } from './body-shapes.ts';
import type { Decal, Material } from './model-types.ts';
import { heightAtX, type OPt, type Tag } from './outline.ts';

/** Outward normal of a profile segment walked front-bottom, over the top, to rear-bottom. */
export const segmentNormal = (a: OPt, b: OPt): Vec3 => normalize([-(b.y - a.y), b.x - a.x, 0]);

export function circle(
  cx: number,
  cy: number,
  radius: number,
  z: number,
  steps = 28,
  from = 0,
  to = Math.PI * 2,
): Vec3[] {
  const pts: Vec3[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = from + ((to - from) * i) / steps;
    pts.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius, z]);
  }
  return to - from >= Math.PI * 2 ? pts.slice(0, -1) : pts;
}

/** A polygon on a panel between profile points a and b, given as [t along the panel, z across]. */
function panelPolygon(a: OPt, b: OPt, tz: readonly (readonly [number, number])[], lift = 0.004): Vec3[] {
  const n = segmentNormal(a, b);
  return tz.map(([t, z]) => [a.x + (b.x - a.x) * t + n[0] * lift, a.y + (b.y - a.y) * t + n[1] * lift, z] as Vec3);
}

function onPanel(a: OPt, b: OPt, t0: number, t1: number, z0: number, z1: number, lift = 0.004): Vec3[] {
  return panelPolygon(
    a,
    b,
    [
      [t0, z0],
      [t1, z0],
      [t1, z1],
      [t0, z1],
    ],
    lift,
  );
}

/** Swept headlamps: taller at the corner than towards the grille, one per side. */
function headlamps(a: OPt, b: OPt, hw: number): Decal[] {
  const lamps: Decal[] = [];
  for (const s of [1, -1]) {
    lamps.push({
      pts: panelPolygon(a, b, [
        [0.4, s * hw * 0.5],
        [0.06, s * hw * 0.96],
        [0.94, s * hw * 0.96],
        [0.9, s * hw * 0.5],
      ]),
      material: 'lens',
    });
    lamps.push({
      pts: panelPolygon(
        a,
        b,
        [
          [0.5, s * hw * 0.6],
          [0.45, s * hw * 0.76],
          [0.82, s * hw * 0.76],
          [0.82, s * hw * 0.6],
        ],
        0.006,
      ),
      material: 'lensCore',
    });
    lamps.push({
      pts: panelPolygon(
        a,
        b,
        [
          [0.16, s * hw * 0.8],
          [0.12, s * hw * 0.93],
          [0.3, s * hw * 0.93],
          [0.3, s * hw * 0.8],
        ],
        0.006,
      ),
      material: 'lensCore',
    });
  }
  return lamps;
}

function mirrored(a: OPt, b: OPt, t0: number, t1: number, zIn: number, zOut: number, material: Material): Decal[] {
  return [
    { pts: onPanel(a, b, t0, t1, zIn, zOut), material },
    { pts: onPanel(a, b, t0, t1, -zOut, -zIn), material },
  ];
}

export function panelDecals(tag: Tag, a: OPt, b: OPt, hw: number, shape: BodyShape): Decal[] {
  // A 52 × 11 cm plate (the ECOWAS size), centred at t along the panel whatever its length.
  const span = 0.055 / Math.max(0.06, Math.hypot(b.x - a.x, b.y - a.y));
  const plate = (t0: number, t1: number): Decal[] => {
    const mid = (t0 + t1) / 2;
    const [p0, p1] = [Math.max(0.03, mid - span), Math.min(0.97, mid + span)];
    return [
      { pts: onPanel(a, b, p0, p1, -0.26, 0.26, 0.008), material: 'plate' },
      { pts: onPanel(a, b, p0, p1, -0.26, -0.2, 0.01), material: 'plateBand' },
    ];
  };
  switch (tag) {
    case 'lamp':
      return [
        { pts: onPanel(a, b, 0.12, 0.86, -hw * 0.44, hw * 0.44), material: 'trim' },
        { pts: onPanel(a, b, 0.42, 0.56, -hw * 0.44, hw * 0.44, 0.006), material: 'chrome' },
        ...headlamps(a, b, hw),
      ];
    case 'grille':
      return [
        { pts: onPanel(a, b, 0.05, 0.95, -hw * 0.7, hw * 0.7), material: 'trim' },
        ...[0.2, 0.45, 0.7].map((t): Decal => ({
          pts: onPanel(a, b, t, t + 0.08, -hw * 0.7, hw * 0.7, 0.006),
          material: 'chrome',
        })),
      ];
    case 'bumper':
      return [{ pts: onPanel(a, b, 0.1, 0.9, -hw * 0.62, hw * 0.62), material: 'trim' }, ...plate(0.25, 0.85)];
    case 'taillamp':
      return mirrored(a, b, 0.08, 0.92, hw * 0.5, hw * 0.97, 'tail').concat(
        mirrored(a, b, 0.25, 0.6, hw * 0.62, hw * 0.9, 'tailCore'),
      );
    case 'rearbumper':
      return [...plate(0.2, 0.75), ...mirrored(a, b, 0.6, 0.75, hw * 0.78, hw * 0.9, 'tail')];
    case 'tailgate': {
      const lamps = mirrored(a, b, 0.05, 0.5, hw * 0.82, hw * 0.98, 'tail').concat(
        mirrored(a, b, 0.1, 0.3, hw * 0.86, hw * 0.95, 'tailCore'),
      );
      if (!shape.spareWheel) return [...lamps, { pts: onPanel(a, b, 0.12, 0.2, -0.12, 0.12), material: 'trim' }];
      return [...lamps, ...spareWheel(a, b)];
    }
    case 'bed':
      return [{ pts: onPanel(a, b, 0.01, 0.99, -hw * 0.9, hw * 0.9), material: 'well' }];
    default:
      return [];
  }
}

function spareWheel(a: OPt, b: OPt): Decal[] {
  const n = segmentNormal(a, b);
  const cy = (a.y + b.y) / 2 - 0.05;
  const cx = (a.x + b.x) / 2 + n[0] * 0.16;
  const disc = (radius: number, lift: number): Vec3[] =>
    Array.from({ length: 28 }, (_, i) => {
      const t = (i / 28) * Math.PI * 2;
      return [cx + n[0] * lift, cy + Math.sin(t) * radius, Math.cos(t) * radius] as Vec3;
    });
  return [
    { pts: disc(0.37, 0), material: 'tyre' },
    { pts: disc(0.3, 0.01), material: 'paintDark' },
    { pts: disc(0.12, 0.02), material: 'chrome' },
  ];
}

export function flankDecals(
  shape: BodyShape,
  nose: OPt[],
  tail: OPt[],
  beltAt: (x: number) => number,
  on: (x: number, y: number, lift?: number) => Vec3,
): Decal[] {
  const decals: Decal[] = [];
  const quad = (x0: number, y0: number, x1: number, y1: number, material: Material, lift = 0.003): Decal => ({
    pts: [on(x0, y0, lift), on(x1, y0, lift), on(x1, y1, lift), on(x0, y1, lift)],
    material,
  });
  const r = shape.wheelRadius;
  const archR = r * 1.1 + 0.03;
  for (const axle of shape.axles) {
    if (shape.boxFrom !== undefined && axle > shape.boxFrom) continue;
    // The dark wheel well seen through the arch: the same arc as the flank's cut-out.
    const dy = Math.max(-archR + 0.01, shape.sill - r);
    const start = Math.atan2(dy, Math.sqrt(archR * archR - dy * dy));
    decals.push({
      pts: circle(axle, r, archR, 0, 20, start, Math.PI - start).map(([x, y]) => on(x, y, 0.001)),
      material: 'well',
    });
  }
  const cowl = nose[nose.length - 1]!;
  const beltEnd = tail[0]!;
  // Sill trim between the arches.
  const front = shape.axles[0]! + archR;
  const rear = (shape.boxFrom ?? shape.axles[shape.axles.length - 1]! - archR) - 0.02;
  decals.push(quad(front, shape.sill, rear, shape.sill + 0.07, 'paintDark'));
  // Shoulder highlight: the light catching the crease under the windows.
  const x0 = cowl.x - 0.5;
  const x1 = Math.min(beltEnd.x, shape.boxFrom ?? Infinity) - 0.05;
  decals.push({
    pts: [on(x0, beltAt(x0) - 0.09), on(x1, beltAt(x1) - 0.09), on(x1, beltAt(x1) - 0.06), on(x0, beltAt(x0) - 0.06)],
    material: 'highlight',
  });
  for (const x of shape.doors) {
    const top = Math.min(beltAt(x), shape.boxFrom !== undefined ? 2.25 : beltAt(x));
    decals.push(quad(x, shape.sill + 0.06, x + 0.012, top - 0.01, 'paintDark'));
  }
  for (const x of shape.handles) decals.push(quad(x - 0.16, beltAt(x) - 0.15, x, beltAt(x) - 0.12, 'chrome', 0.006));
  // Lamps wrap round the corners onto the flanks.
  const band = (line: OPt[], tag: Tag) => {
    const i = line.findIndex((p) => p.tag === tag);
    return i < 0 ? null : ([line[i]!, line[i + 1]!] as const);
  };
  const head = band(nose, 'lamp');
  if (head) {
    const [a, b] = head;
    const xa = Math.max(a.x, b.x) + 0.02;
    decals.push({
      pts: [on(xa - 0.02, a.y + 0.03), on(xa + 0.22, a.y + 0.06), on(xa + 0.18, b.y - 0.02), on(xa - 0.01, b.y - 0.03)],
      material: 'lens',
    });
  }
  const rearLamp = band(tail, 'taillamp') ?? band(tail, 'tailgate');
  if (rearLamp) {
    const [a, b] = rearLamp;
    const xb = Math.min(a.x, b.x) - 0.02;
    const y1 = rearLamp[0].tag === 'tailgate' ? a.y - (a.y - b.y) * 0.5 : b.y;
    decals.push({
      pts: [on(xb - 0.24, a.y - 0.03), on(xb + 0.02, a.y - 0.01), on(xb + 0.02, y1 + 0.02), on(xb - 0.14, y1 + 0.04)],
      material: 'tail',
    });
  }
  return decals;
}

/** The truck's cargo box sides: aluminium panels with ribs, over the painted flank. */
export function boxSide(shape: BodyShape, tail: OPt[], on: (x: number, y: number, lift?: number) => Vec3): Decal[] {
  const x0 = shape.boxFrom!;
  const x1 = Math.max(...tail.map((p) => p.x));
  const top = Math.max(...tail.map((p) => p.y));
  const floor = tail[tail.length - 1]!.y;
  const decals: Decal[] = [{ pts: [on(x0, floor), on(x1, floor), on(x1, top), on(x0, top)], material: 'alu' }];
  for (let x = x0 + 0.6; x < x1 - 0.2; x += 0.6) {
    decals.push({
      pts: [
        on(x, floor + 0.04, 0.004),
        on(x + 0.03, floor + 0.04, 0.004),
        on(x + 0.03, top - 0.04, 0.004),
        on(x, top - 0.04, 0.004),
      ],
      material: 'highlight',
    });
  }
  decals.push({
    pts: [on(x0, floor), on(x1, floor), on(x1, floor + 0.1, 0.004), on(x0, floor + 0.1, 0.004)],
    material: 'paintDark',
  });
  return decals;
}

export function mirror(
  shape: BodyShape,
  cowl: OPt,
  beltAt: (x: number) => number,
  onCabin: (x: number, y: number, lift?: number) => Vec3,
): Decal {
  const x = cowl.x + (shape.boxFrom !== undefined ? 0.05 : 0.12);
  const y = beltAt(x) + 0.04;
  return {
    pts: [
      onCabin(x, y, 0.1),
      onCabin(x + 0.22, y + 0.02, 0.1),
      onCabin(x + 0.2, y + 0.16, 0.1),
      onCabin(x + 0.04, y + 0.15, 0.1),
    ],
    material: 'paint',
  };
}

export function wheelDecals(axle: number, shape: BodyShape, side: 1 | -1, turn: number): Decal[] {
  const r = shape.wheelRadius;
  const hw = shape.width / 2;
  const outer = side * (hw - 0.025);
  const inner = side * (hw - 0.025 - shape.tyreWidth);
  const rimR = r * (shape.steelWheels ? 0.6 : 0.66);
  const decals: Decal[] = [
    // Tread: the two sidewall circles joined; the renderer draws tyres as a hull.
    { pts: [...circle(axle, r, r, inner, 24), ...circle(axle, r, r, outer, 24)], material: 'tyre' },
    { pts: circle(axle, r, r * 0.97, outer + side * 0.004, 28), material: 'sidewall' },
    { pts: circle(axle, r, rimR, outer + side * 0.008, 28), material: 'rim' },
  ];
  const spokes = shape.steelWheels ? 6 : 5;
  const z = outer + side * 0.012;
  for (let i = 0; i < spokes; i++) {
    const a0 = (i / spokes) * Math.PI * 2 + 0.35 - turn;
    const a1 = a0 + (Math.PI * 2) / spokes - (shape.steelWheels ? 0.9 : 0.5);
    const hole = shape.steelWheels
      ? circle(
          axle + Math.cos((a0 + a1) / 2) * rimR * 0.62,
          r + Math.sin((a0 + a1) / 2) * rimR * 0.62,
          rimR * 0.16,
          z,
          10,
        )
      : [...circle(axle, r, rimR * 0.9, z, 6, a0, a1), ...circle(axle, r, rimR * 0.34, z, 3, a1, a0)];
    decals.push({ pts: hole, material: 'rimDark' });
  }
  decals.push({ pts: circle(axle, r, rimR * 0.22, z + side * 0.004, 12), material: 'chrome' });
  return decals;
}

export function roofRails(cabin: OPt[], cabinZ: (x: number, y: number) => number): Decal[] {
  const roof = cabin.filter((p) => p.tag !== 'glass');
  const xs = roof.map((p) => p.x);
  const x0 = Math.min(...xs) + 0.25;
  const x1 = Math.max(...xs) - 0.1;
  const rails: Decal[] = [];
  for (const side of [1, -1]) {
    const low: Vec3[] = [];
    const high: Vec3[] = [];
    for (let i = 0; i <= 8; i++) {
      const x = x0 + ((x1 - x0) * i) / 8;
      const y = heightAtX(cabin, x);
      const z = side * cabinZ(x, y) * 0.9;
      const rise = i === 0 || i === 8 ? 0.015 : 0.06;
      low.push([x, y + 0.01, z]);
      high.push([x, y + rise, z]);
    }
    rails.push({ pts: [...low, ...high.reverse()], material: 'trim' });
  }
  return rails;
}
