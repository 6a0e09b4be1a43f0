/**
 * Paints a car model for one camera: back faces culled, the rest sorted far to near (painter's
 * algorithm) and shaded by a fixed sun, then fitted into the picture.
 */
import { createCamera, dot, normalize, type Pt, type Vec3 } from './camera.ts';
import type { CarModel, Decal, Face, Material } from './car-model.ts';
import { convexHull } from './outline.ts';

export interface CarView {
  yaw: number;
  pitch: number;
}

/** Where the car sits in the picture: pixels per projected unit and the picture point of the car's centre. */
export interface CarFit {
  scale: number;
  offX: number;
  offY: number;
}

export interface RenderOptions {
  /** Prefix of the SVG ids, so several cars can share one document. */
  idPrefix?: string;
  /** A fixed placement (animation frames); by default the car is fitted to the picture. */
  fit?: CarFit;
}

export interface RenderedCar {
  fit: CarFit;
  /** SVG defs (gradients, clip paths, filters) and the drawing itself. */
  defs: string;
  body: string;
  /** Picture y of the horizon for this camera, so the backdrop can line up with it. */
  horizonY: number;
  /** Picture y where the wheels touch the ground. */
  groundY: number;
}

const SUN = normalize([-0.45, 1, -0.5]);

type Rgb = readonly [number, number, number];
const hexToRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
const toHex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** Darkens below 1, and past 1 blends towards white so pale paints still get highlights. */
function shade(c: Rgb, k: number): string {
  if (k <= 1) return toHex([c[0] * k, c[1] * k, c[2] * k]);
  const w = Math.min(1, k - 1);
  return toHex([c[0] + (255 - c[0]) * w, c[1] + (255 - c[1]) * w, c[2] + (255 - c[2]) * w]);
}

const FIXED: Record<Exclude<Material, 'paint' | 'paintDark' | 'highlight'>, string> = {
  glass: '#1a232d',
  trim: '#17191c',
  alu: '#d3d7dc',
  chrome: '#dfe3e8',
  lens: '#c3ced8',
  lensCore: '#ffffff',
  tail: '#9e1119',
  tailCore: '#ee4a52',
  plate: '#f3f3ee',
  plateBand: '#1f4fa8',
  tyre: '#141516',
  sidewall: '#26272a',
  rim: '#c6cace',
  rimDark: '#2a2c30',
  well: '#0c0d0e',
};
/** Materials that glow or print: not darkened by the panel's shading. */
const UNSHADED = new Set<Material>(['lensCore', 'tailCore', 'plate', 'plateBand', 'well', 'tyre']);

const centroid = (pts: readonly Vec3[]): Vec3 => {
  const n = pts.length;
  const s = pts.reduce<[number, number, number]>((acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]], [0, 0, 0]);
  return [s[0] / n, s[1] / n, s[2] / n];
};

export function renderCar(
  model: CarModel,
  view: CarView,
  paintHex: string,
  width: number,
  height: number,
  options: RenderOptions = {},
): RenderedCar {
  const id = options.idPrefix ?? 'car';
  const target: Vec3 = [model.length / 2, model.height * 0.42, 0];
  // About where a photographer stands: close enough for some perspective, not a fisheye.
  const distance = Math.max(model.length, model.height * 2.2) * 1.7;
  const camera = createCamera(view.yaw, view.pitch, distance, target);
  const paint = hexToRgb(paintHex);
  const visible = model.faces
    .filter((f) => camera.faces(centroid(f.pts), f.normal))
    .map((f) => ({ face: f, depth: camera.project(centroid(f.pts)).depth }))
    .sort((a, b) => b.depth - a.depth)
    .map((v) => v.face);

  // Fit the body and wheels into 84% of the width or 66% of the height.
  const all: Pt[] = [];
  for (const f of visible) for (const p of f.pts) all.push(raw(p));
  for (const d of model.underlay) for (const p of d.pts) all.push(raw(p));
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = options.fit?.scale ?? Math.min((width * 0.84) / (maxX - minX), (height * 0.66) / (maxY - minY));
  const offX = options.fit?.offX ?? width / 2 - ((minX + maxX) / 2) * scale;
  const offY = options.fit?.offY ?? height * 0.86 - maxY * scale;
  function raw(p: Vec3): Pt {
    const q = camera.project(p);
    return [q.x, q.y];
  }
  const toPic = (p: Vec3): Pt => {
    const q = camera.project(p);
    return [offX + q.x * scale, offY + q.y * scale];
  };
  const path = (pts: readonly Pt[]) => `M${pts.map((p) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join('L')}Z`;

  const defs: string[] = [];
  let gradients = 0;
  const colourOf = (m: Material, k: number): string => {
    if (m === 'paint') return shade(paint, k);
    if (m === 'paintDark') return shade(paint, k * 0.55);
    if (m === 'highlight') return 'rgba(255,255,255,0.3)';
    return UNSHADED.has(m) ? FIXED[m] : shade(hexToRgb(FIXED[m]), 0.55 + k * 0.45);
  };
  const sheen = (top: string, mid: string, low: string, bottom: string, pts: readonly Pt[]) => {
    const ysOf = pts.map((p) => p[1]);
    const gid = `${id}g${gradients++}`;
    defs.push(
      `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="${Math.min(...ysOf).toFixed(1)}" x2="0" y2="${Math.max(...ysOf).toFixed(1)}">` +
        `<stop offset="0" stop-color="${top}"/><stop offset="0.38" stop-color="${mid}"/><stop offset="0.62" stop-color="${low}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${gid})`;
  };
  const lightOf = (f: Face) => 0.66 + 0.42 * Math.max(0, dot(f.normal, SUN)) + 0.12 * Math.max(0, f.normal[1]);
  const decalPath = (d: Decal, k: number, withSheen: boolean): string => {
    let pts = d.pts.map(toPic);
    if (d.material === 'tyre') pts = convexHull(pts);
    let fill = colourOf(d.material, k);
    if (withSheen && d.material === 'glass') fill = sheen('#7d90a1', '#2c3947', '#18212a', '#10161c', pts);
    return `<path d="${path(pts)}" fill="${fill}"/>`;
  };

  const out: string[] = [];
  // Soft shadow under the car: a radial gradient, since an SVG blur costs ten times the drawing.
  const hw = model.width / 2;
  const foot = [
    [-0.2, 0, -hw - 0.2],
    [model.length + 0.2, 0, -hw - 0.2],
    [model.length + 0.2, 0, hw + 0.2],
    [-0.2, 0, hw + 0.2],
  ].map((p) => toPic(p as unknown as Vec3));
  const fx = foot.map((p) => p[0]);
  const fy = foot.map((p) => p[1]);
  defs.push(
    `<radialGradient id="${id}shadow"><stop offset="0" stop-opacity="0.6"/><stop offset="0.7" stop-opacity="0.42"/><stop offset="1" stop-opacity="0"/></radialGradient>`,
  );
  const [sx0, sx1, sy0, sy1] = [Math.min(...fx), Math.max(...fx), Math.min(...fy), Math.max(...fy)];
  out.push(
    `<ellipse cx="${((sx0 + sx1) / 2).toFixed(1)}" cy="${((sy0 + sy1) / 2).toFixed(1)}" rx="${((sx1 - sx0) * 0.5).toFixed(1)}" ry="${Math.max((sy1 - sy0) * 0.5, height * 0.025).toFixed(1)}" fill="url(#${id}shadow)"/>`,
  );
  const underlay = [...model.underlay].sort(
    (a, b) => camera.project(centroid(b.pts)).depth - camera.project(centroid(a.pts)).depth,
  );
  for (const d of underlay) out.push(decalPath(d, 0.8, false));
  const lastOfGroup = new Map<number, Face>();
  for (const f of visible) if (f.group !== undefined) lastOfGroup.set(f.group, f);
  for (const f of visible) {
    const k = lightOf(f);
    const pts = f.pts.map(toPic);
    let fill = colourOf(f.material, k);
    if (f.sheen && f.material === 'paint')
      fill = sheen(shade(paint, k + 0.2), shade(paint, k + 0.04), shade(paint, k - 0.06), shade(paint, k * 0.6), pts);
    // Glass facing up mirrors the sky.
    if (f.material === 'glass') fill = shade(hexToRgb('#1a232d'), 1 + Math.max(0, f.normal[1]) * 0.28);
    // A hairline stroke in the same colour hides the anti-aliasing seams between facets.
    out.push(`<path d="${path(pts)}" fill="${fill}" stroke="${fill}" stroke-width="0.8" stroke-linejoin="round"/>`);
    const glassFirst = f.decals.filter((d) => d.material === 'glass');
    for (const d of glassFirst) out.push(decalPath(d, k, true));
    if (f.clipped?.length) {
      const cid = `${id}c${gradients++}`;
      defs.push(`<clipPath id="${cid}"><path d="${path(pts)}"/></clipPath>`);
      out.push(`<g clip-path="url(#${cid})">${f.clipped.map((d) => decalPath(d, k, false)).join('')}</g>`);
    }
    for (const d of f.decals) if (d.material !== 'glass') out.push(decalPath(d, k, false));
    if (f.group !== undefined && lastOfGroup.get(f.group) === f)
      for (const d of model.groups.get(f.group) ?? []) out.push(decalPath(d, k, false));
  }
  // Roof rails seen end-on read as horns: draw them only when the flank is in view.
  if (Math.abs(Math.sin((view.yaw * Math.PI) / 180)) > 0.35)
    for (const d of model.overlay) out.push(decalPath(d, 0.9, false));

  const groundY = offY + camera.project([model.length / 2, 0, 0]).y * scale;
  const horizonY = offY + -Math.tan((view.pitch * Math.PI) / 180) * scale;
  return { fit: { scale, offX, offY }, defs: defs.join(''), body: out.join(''), horizonY, groundY };
}
