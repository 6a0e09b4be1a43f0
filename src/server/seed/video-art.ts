/**
 * Frames of the demo videos: a 360° walkaround per family of bodies for car galleries, and the
 * home-page video ad (a car driving into the yard). make-videos.ts encodes them once into
 * assets/; the seed draws each video's poster from the same frames, so poster and video agree.
 */
import { VIDEO_AD, bannerText } from './ad-art.ts';
import { drawCarLayer, studioBackdrop, yardBackdrop, type CarArtKind, type CarColour } from './car-art.ts';

export const VIDEO_SIZE = { width: 640, height: 360 } as const;
export const VIDEO_THUMB_SIZE = { width: 480, height: 270 } as const;
export const VIDEO_FPS = 24;

interface WalkaroundVideo {
  kind: CarArtKind;
  colour: CarColour;
}

export const WALKAROUNDS: Readonly<Record<string, WalkaroundVideo>> = {
  'car-walkaround-sedan.mp4': { kind: 'sedan', colour: 'Silver' },
  'car-walkaround-suv.mp4': { kind: 'suv', colour: 'White' },
  'car-walkaround-pickup.mp4': { kind: 'pickup', colour: 'Red' },
};

/** Seconds per video. */
export const VIDEO_SECONDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.keys(WALKAROUNDS).map((name) => [name, 5])),
  [VIDEO_AD]: 6,
};

export const VIDEO_FILES = Object.keys(VIDEO_SECONDS);

/** The walkaround shown in a car's gallery, by the car's drawing kind. */
export function videoForKind(kind: CarArtKind): string {
  if (kind === 'suv' || kind === 'crossover' || kind === 'van') return 'car-walkaround-suv.mp4';
  if (kind === 'pickup' || kind === 'truck') return 'car-walkaround-pickup.mp4';
  return 'car-walkaround-sedan.mp4';
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
  // The ad: a white SUV drives in from the left and stops; the headline appears as it brakes.
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
  const textOpacity = Math.min(1, Math.max(0, (t - 0.55) / 0.3));
  const text = bannerText(
    ['Your next car is', 'already in port'],
    'Votre prochaine voiture est déjà au port',
    'Verified importers across West Africa',
    24,
    60,
    30,
  );
  return svg(
    w,
    h,
    `<defs>${backdrop.defs}${car.defs}</defs>${backdrop.body}${car.body}<rect width="${w * 0.48}" height="${h}" fill="#0b2239" opacity="${(0.55 * textOpacity).toFixed(2)}"/><g opacity="${textOpacity.toFixed(2)}">${text}</g>`,
  );
}
