/**
 * Demo car pictures drawn by the project itself: one SVG per body type, paint colour and view,
 * rendered to WebP by the picture pool. No stock photos, no licences, same output every time.
 */
import { BODY_SHAPES, CAR_ART_KINDS, type CarArtKind } from './art/body-shapes.ts';
import { buildCarModel, type CarModel } from './art/car-model.ts';
import { renderCar, type CarFit, type CarView, type RenderedCar } from './art/render-svg.ts';

export { CAR_ART_KINDS, type CarArtKind, type CarFit, type CarView, type RenderedCar };

/** Paint colours of the catalogue; the names are what the cars' Color field shows. */
export const CAR_COLOURS = {
  White: '#eef0f1',
  Black: '#1d1f23',
  Silver: '#b4b9bf',
  Grey: '#61666c',
  Blue: '#1d4f9a',
  Red: '#b0161e',
  Green: '#275c3d',
  Beige: '#cdbb94',
  Brown: '#5e3b27',
  Orange: '#d9671a',
} as const;
export type CarColour = keyof typeof CAR_COLOURS;
export const CAR_COLOUR_NAMES = Object.keys(CAR_COLOURS) as CarColour[];

/**
 * Camera positions, named from where the photographer stands. The first is the listing's main
 * picture (the three-quarter front view dealers lead with).
 */
export const CAR_VIEWS = {
  'front-left': { yaw: -38, pitch: 8 },
  'side-left': { yaw: -90, pitch: 4 },
  'rear-left': { yaw: -142, pitch: 8 },
  front: { yaw: 0, pitch: 4 },
  'front-right': { yaw: 38, pitch: 8 },
  'side-right': { yaw: 90, pitch: 4 },
  'rear-right': { yaw: 142, pitch: 8 },
  rear: { yaw: 180, pitch: 4 },
} as const satisfies Record<string, CarView>;
export type CarViewName = keyof typeof CAR_VIEWS;
export const CAR_VIEW_NAMES = Object.keys(CAR_VIEWS) as CarViewName[];

export type Backdrop = 'studio' | 'yard';

export interface CarArtOptions {
  kind: CarArtKind;
  colour: CarColour;
  view: CarViewName;
  width?: number;
  height?: number;
  backdrop?: Backdrop;
}

const models = new Map<CarArtKind, CarModel>();
const modelOf = (kind: CarArtKind, wheelAngle: number) => {
  if (wheelAngle !== 0) return buildCarModel(BODY_SHAPES[kind], wheelAngle);
  let model = models.get(kind);
  if (!model) models.set(kind, (model = buildCarModel(BODY_SHAPES[kind])));
  return model;
};

export interface CarLayerOptions {
  kind: CarArtKind;
  colour: CarColour;
  camera: CarView;
  width: number;
  height: number;
  idPrefix?: string;
  fit?: CarFit;
  wheelAngle?: number;
}

/** The car alone (no backdrop), as SVG defs and shapes to place in a larger picture. */
export function drawCarLayer(o: CarLayerOptions): RenderedCar {
  return renderCar(modelOf(o.kind, o.wheelAngle ?? 0), o.camera, CAR_COLOURS[o.colour], o.width, o.height, {
    idPrefix: o.idPrefix,
    fit: o.fit,
  });
}

/** A complete SVG document of one car on its backdrop. */
export function drawCarSvg(options: CarArtOptions): string {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const car = drawCarLayer({
    kind: options.kind,
    colour: options.colour,
    camera: CAR_VIEWS[options.view],
    width,
    height,
  });
  const horizon = Math.max(height * 0.3, Math.min(height * 0.7, car.horizonY));
  const backdrop =
    options.backdrop === 'yard' ? yardBackdrop(width, height, horizon) : studioBackdrop(width, height, horizon);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${backdrop.defs}${car.defs}</defs>${backdrop.body}${car.body}</svg>`
  );
}

/** A photo studio: a pale wall curving into a floor. */
export function studioBackdrop(width: number, height: number, horizon: number) {
  return {
    defs:
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#aeb8c4"/><stop offset="1" stop-color="#d3d9e0"/></linearGradient>` +
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9cfd6"/><stop offset="1" stop-color="#9aa3ad"/></linearGradient>` +
      // A soft spotlight behind the car; kept faint so white paint still stands out.
      `<radialGradient id="spot" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    body:
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
      `<rect y="${horizon.toFixed(1)}" width="${width}" height="${(height - horizon).toFixed(1)}" fill="url(#floor)"/>` +
      `<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
  };
}

/** A dealer's yard in the sun: sky, a wall with palms behind, a laterite lot. */
export function yardBackdrop(width: number, height: number, horizon: number) {
  const palms: string[] = [];
  for (const [fx, h] of [
    [0.08, 0.26],
    [0.3, 0.2],
    [0.74, 0.24],
    [0.93, 0.19],
  ] as const) {
    const x = fx * width;
    const top = horizon - h * height;
    const leaves = [-70, -35, -5, 30, 65, 100, 140, 175]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        const lx = x + Math.cos(r) * height * 0.075;
        const ly = top + Math.sin(r) * height * 0.03 + height * 0.02;
        return `<path d="M${x.toFixed(1)} ${top.toFixed(1)}Q${((x + lx) / 2).toFixed(1)} ${(top - height * 0.03).toFixed(1)} ${lx.toFixed(1)} ${ly.toFixed(1)}" stroke="#3f6b3a" stroke-width="${(height * 0.012).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
      })
      .join('');
    palms.push(
      `<path d="M${(x - 4).toFixed(1)} ${horizon.toFixed(1)}Q${(x + 10).toFixed(1)} ${((horizon + top) / 2).toFixed(1)} ${x.toFixed(1)} ${top.toFixed(1)}" stroke="#6e5a45" stroke-width="${(height * 0.011).toFixed(1)}" fill="none"/>${leaves}`,
    );
  }
  const wallTop = horizon - height * 0.07;
  return {
    defs:
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fb0e0"/><stop offset="1" stop-color="#d7ecf7"/></linearGradient>` +
      `<linearGradient id="lot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d2b48f"/><stop offset="1" stop-color="#b7916a"/></linearGradient>`,
    body:
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      palms.join('') +
      `<rect y="${wallTop.toFixed(1)}" width="${width}" height="${(horizon - wallTop).toFixed(1)}" fill="#efe6d6"/>` +
      `<rect y="${wallTop.toFixed(1)}" width="${width}" height="${(height * 0.008).toFixed(1)}" fill="#c9b99c"/>` +
      `<rect y="${horizon.toFixed(1)}" width="${width}" height="${(height - horizon).toFixed(1)}" fill="url(#lot)"/>`,
  };
}
