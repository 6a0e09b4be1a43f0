/**
 * The home-page ads: wide banners drawn as SVG (a headline, a French line for the francophone
 * majority of the region, and one of our cars), plus the video ad made by make-videos.ts.
 */
import { drawCarLayer, type CarArtKind, type CarColour, type CarView } from './car-art.ts';

export const BANNER_SIZE = { width: 1600, height: 600 } as const;
export const BANNER_THUMB_SIZE = { width: 640, height: 240 } as const;
/** The size phones get (photo/medium/; ad-slides.ts's srcset): a third of the full banner's bytes. */
export const BANNER_MEDIUM_SIZE = { width: 800, height: 300 } as const;

interface BannerDesign {
  fileName: string;
  headline: readonly [string, string];
  french: string;
  detail: string;
  car: { kind: CarArtKind; colour: CarColour; camera: CarView };
  scene: 'port' | 'dusk' | 'savanna' | 'city' | 'studio';
}

export interface AdRow {
  type: 'I' | 'V';
  fileName: string;
}

export const BANNERS: readonly BannerDesign[] = [
  {
    fileName: 'ad-imported-from-europe.webp',
    headline: ['Imported from Europe —', 'delivered to Cotonou'],
    french: 'Importées d’Europe, livrées à Cotonou',
    detail: 'Verified importers · Prices in CFA francs',
    car: { kind: 'suv', colour: 'Silver', camera: { yaw: -36, pitch: 7 } },
    scene: 'port',
  },
  {
    fileName: 'ad-family-suvs.webp',
    headline: ['Room for the whole', 'family'],
    french: 'Des SUV 7 places pour toute la famille',
    detail: 'Land Cruiser · Prado · Highlander · Santa Fe',
    car: { kind: 'suv', colour: 'Red', camera: { yaw: 38, pitch: 7 } },
    scene: 'dusk',
  },
  {
    fileName: 'ad-pickups-for-work.webp',
    headline: ['Pickups built', 'for hard work'],
    french: 'Des pick-up robustes pour le travail',
    detail: 'Hilux · Navara · Ranger · D-Max — diesel, 4x4',
    car: { kind: 'pickup', colour: 'White', camera: { yaw: -40, pitch: 7 } },
    scene: 'savanna',
  },
  {
    fileName: 'ad-eight-countries.webp',
    headline: ['Importers in eight', 'West African countries'],
    french: 'Des importateurs dans huit pays d’Afrique de l’Ouest',
    detail: 'From Cotonou and Lomé to Lagos, Abidjan, Accra and Dakar',
    car: { kind: 'sedan', colour: 'Blue', camera: { yaw: 36, pitch: 7 } },
    scene: 'city',
  },
  {
    fileName: 'ad-minibus-business.webp',
    headline: ['Minibuses for your', 'transport business'],
    french: 'Minibus 14 à 18 places pour votre entreprise',
    detail: 'Hiace · Sprinter · Urvan · H-1',
    car: { kind: 'van', colour: 'Green', camera: { yaw: -38, pitch: 7 } },
    scene: 'studio',
  },
];

/** Ad files in carousel order: the video ad third, so the carousel shows a picture first. */
export const VIDEO_AD = 'ad-drive-cotonou.mp4';
export const ADS: readonly AdRow[] = [
  ...BANNERS.slice(0, 2).map((b) => ({ type: 'I' as const, fileName: b.fileName })),
  { type: 'V', fileName: VIDEO_AD },
  ...BANNERS.slice(2).map((b) => ({ type: 'I' as const, fileName: b.fileName })),
];

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Background scenes: sky and ground colours plus a few shapes that set the place. */
function scene(kind: BannerDesign['scene'], w: number, h: number): string {
  const horizon = h * 0.72;
  const sky: Record<BannerDesign['scene'], [string, string, string]> = {
    port: ['#0f3057', '#3f7cac', '#c9d6df'],
    dusk: ['#2b1a4a', '#b24a3b', '#f5b461'],
    savanna: ['#1b4965', '#5fa8d3', '#f2e3bc'],
    city: ['#14213d', '#274c77', '#a3cef1'],
    studio: ['#1f2833', '#3a4750', '#6b7a86'],
  };
  const [top, mid, low] = sky[kind];
  let shapes = '';
  if (kind === 'port') {
    // Container stacks and two gantry cranes on the quay.
    const colours = ['#c0392b', '#2471a3', '#d68910', '#1e8449', '#7d3c98', '#a04000'];
    for (let i = 0; i < 16; i++) {
      const x = w * 0.5 + (i % 8) * 90;
      const y = horizon - 46 * (1 + Math.floor(i / 8));
      shapes += `<rect x="${x}" y="${y}" width="86" height="44" fill="${colours[(i * 5) % 6]}" opacity="0.55"/>`;
    }
    for (const x of [w * 0.56, w * 0.86]) {
      shapes += `<path d="M${x} ${horizon}V${horizon - 260}H${x + 16}V${horizon}M${x - 120} ${horizon - 250}H${x + 160}V${horizon - 236}H${x - 120}Z" fill="#0b2239" opacity="0.5"/>`;
    }
  } else if (kind === 'dusk' || kind === 'savanna') {
    // Baobabs on the horizon.
    for (const [fx, s] of [
      [0.55, 1],
      [0.8, 0.7],
      [0.95, 0.85],
    ] as const) {
      const x = w * fx;
      shapes += `<path d="M${x - 14 * s} ${horizon}L${x - 10 * s} ${horizon - 90 * s}L${x + 10 * s} ${horizon - 90 * s}L${x + 14 * s} ${horizon}Z" fill="#3b2f2f" opacity="0.7"/>`;
      shapes += `<ellipse cx="${x}" cy="${horizon - 105 * s}" rx="${70 * s}" ry="${28 * s}" fill="#3b2f2f" opacity="0.7"/>`;
    }
  } else if (kind === 'city') {
    for (let i = 0; i < 14; i++) {
      const bw = 60 + ((i * 37) % 50);
      const bh = 80 + ((i * 53) % 170);
      shapes += `<rect x="${w * 0.45 + i * 64}" y="${horizon - bh}" width="${bw}" height="${bh}" fill="#0d1b2a" opacity="0.45"/>`;
    }
  }
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${shapes}` +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${kind === 'savanna' ? '#b5835a' : kind === 'studio' ? '#2b333b' : '#3d4650'}"/>` +
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>`
  );
}

/** Headline, French line, detail and a call-to-action pill, on the left of the banner. */
export function bannerText(
  headline: readonly string[],
  french: string,
  detail: string,
  x: number,
  y: number,
  size: number,
): string {
  const lines = headline
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-size="${size}" font-weight="700" fill="#fff">${esc(line)}</text>`,
    )
    .join('');
  const after = y + headline.length * size * 1.15;
  return (
    `<g font-family="${FONT}" style="paint-order:stroke" stroke="#000" stroke-opacity="0.25" stroke-width="2">${lines}` +
    `<text x="${x}" y="${after + size * 0.2}" font-size="${size * 0.42}" fill="#ffd166">${esc(french)}</text>` +
    `<text x="${x}" y="${after + size * 0.85}" font-size="${size * 0.36}" fill="#e8eef3">${esc(detail)}</text></g>` +
    `<g font-family="${FONT}"><rect x="${x}" y="${after + size * 1.3}" width="${size * 4.6}" height="${size * 0.9}" rx="${size * 0.45}" fill="#f77f00"/>` +
    `<text x="${x + size * 2.3}" y="${after + size * 1.9}" font-size="${size * 0.4}" font-weight="700" fill="#fff" text-anchor="middle">Browse the cars →</text></g>`
  );
}

export function drawBannerSvg(design: BannerDesign): string {
  const { width: w, height: h } = BANNER_SIZE;
  // The car is drawn on its own canvas in the right part of the banner, clear of the text.
  const car = drawCarLayer({ ...design.car, width: 720, height: 560, idPrefix: 'ad' });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    scene(design.scene, w, h) +
    `<defs>${car.defs}</defs><g transform="translate(${w - 750} 40)">${car.body}</g>` +
    bannerText(design.headline, design.french, design.detail, 80, 150, 60) +
    `</svg>`
  );
}
