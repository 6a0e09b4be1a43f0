/**
 * Frames of the demo videos: a 360° walkaround per family of bodies for car galleries, and the
 * home-page video ad (a car driving into the yard, no words). make-videos.ts encodes them once into
 * assets/; the seed draws each video's poster from the same frames, so poster and video agree.
 */
import { VIDEO_AD } from './ad-art.ts';
import { drawCarLayer, studioBackdrop, yardBackdrop, type CarArtKind, type CarColour } from './car-art.ts';

export const VIDEO_SIZE = { width: 640, height: 360 } as const;
export const VIDEO_THUMB_SIZE = { width: 480, height: 270 } as const;
export const VIDEO_FPS = 24;

interface WalkaroundVideo {
  kind: CarArtKind;
  colour: CarColour;
}

/**
 * One walkaround per body drawing, each in one paint: a car gets a video only in that paint
 * (generate-car.ts), so the video shows the listing's body and colour.
 */
export const WALKAROUNDS: Readonly<Record<string, WalkaroundVideo>> = {
  'car-walkaround-sedan.mp4': { kind: 'sedan', colour: 'Silver' },
  'car-walkaround-suv.mp4': { kind: 'suv', colour: 'White' },
  'car-walkaround-pickup.mp4': { kind: 'pickup', colour: 'Red' },
  'car-walkaround-hatchback.mp4': { kind: 'hatchback', colour: 'Blue' },
  'car-walkaround-crossover.mp4': { kind: 'crossover', colour: 'Grey' },
  'car-walkaround-van.mp4': { kind: 'van', colour: 'White' },
  'car-walkaround-coupe.mp4': { kind: 'coupe', colour: 'Black' },
  'car-walkaround-wagon.mp4': { kind: 'wagon', colour: 'Silver' },
  'car-walkaround-truck.mp4': { kind: 'truck', colour: 'White' },
};

/** Seconds per video. */
export const VIDEO_SECONDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.keys(WALKAROUNDS).map((name) => [name, 5])),
  [VIDEO_AD]: 6,
};

export const VIDEO_FILES = Object.keys(VIDEO_SECONDS);

/** The walkaround of a car's drawing kind: its file and the paint it shows. */
export function videoForKind(kind: CarArtKind): { file: string; colour: CarColour } {
  const found = Object.entries(WALKAROUNDS).find(([, walk]) => walk.kind === kind);
  if (!found) throw new Error(`no walkaround video for ${kind}`);
  return { file: found[0], colour: found[1].colour };
}

/** The poster of a video: same base name, WebP, in photo/. */
export const posterName = (video: string) => video.replace(/\.mp4$/, '.webp');
/** The moment of the video its poster shows (0–1). */
export const posterTime = (video: string) => (video === VIDEO_AD ? 1 : 0);

const svg = (w: number, h: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;

/** One frame of a video at time t (0 = first frame, 1 = last). */
export function drawVideoFrame(video: string, t: number): string {
  const { width: w, height: h } = VIDEO_SIZE;
  const walk = WALKAROUNDS[video];
  if (walk) {
    // Keep the side view's scale for every angle so the car does not breathe as it turns.
    const fit = drawCarLayer({ ...walk, camera: { yaw: 90, pitch: 8 }, width: w, height: h }).fit;
    const car = drawCarLayer({
      ...walk,
      camera: { yaw: -38 + 360 * t, pitch: 8 },
      width: w,
      height: h,
      fit: { ...fit, scale: fit.scale * 0.92 },
    });
    const backdrop = studioBackdrop(w, h, h * 0.55);
    return svg(w, h, `<defs>${backdrop.defs}${car.defs}</defs>${backdrop.body}${car.body}`);
  }
  // The ad: a white SUV drives in from the left and stops.
  const camera = { yaw: 90, pitch: 5 };
  const parked = drawCarLayer({ kind: 'suv', colour: 'White', camera, width: w * 0.56, height: h }).fit;
  const ease = 1 - (1 - Math.min(1, t / 0.7)) ** 3;
  const startX = -w * 0.45;
  const x = startX + (parked.offX + w * 0.42 - startX) * ease;
  const wheelRadiusPx = (0.38 / 9.5) * parked.scale;
  const car = drawCarLayer({
    kind: 'suv',
    colour: 'White',
    camera,
    width: w,
    height: h,
    fit: { ...parked, offX: x },
    wheelAngle: (x - startX) / wheelRadiusPx,
  });
  const backdrop = yardBackdrop(w, h, h * 0.6);
  // No words in the picture: the site writes the ad's title and link over it, in the page's language.
  return svg(w, h, `<defs>${backdrop.defs}${car.defs}</defs>${backdrop.body}${car.body}`);
}
