/**
 * The home-page ads: wide banners drawn as SVG (a scene and one of our cars, no words: the site
 * writes each ad's title, text and link as HTML in the page's language, from ad_texts), plus the
 * video ad made by make-videos.ts.
 */
import { drawCarLayer, type CarArtKind, type CarColour, type CarView } from './car-art.ts';

export const BANNER_SIZE = { width: 1600, height: 600 } as const;
export const BANNER_THUMB_SIZE = { width: 640, height: 240 } as const;
/** The size phones get (photo/medium/; ad-slides.ts's srcset): a third of the full banner's bytes. */
export const BANNER_MEDIUM_SIZE = { width: 800, height: 300 } as const;

/** An ad's words in one language: the site writes them as HTML over the picture (ad_texts). */
export interface AdCopy {
  title: string;
  text: string;
  linkText: string;
}

/** Where an ad leads: the car list, or the car list of one body type (by its seeded name). */
export interface AdLink {
  bodyType?: string;
}

interface AdWords {
  copy: Readonly<Record<'en' | 'fr' | 'sp', AdCopy>>;
  link: AdLink;
}

interface BannerDesign extends AdWords {
  fileName: string;
  car: { kind: CarArtKind; colour: CarColour; camera: CarView };
  scene: 'port' | 'dusk' | 'savanna' | 'city' | 'studio';
}

export interface AdRow extends AdWords {
  type: 'I' | 'V';
  fileName: string;
}

const BROWSE = { en: 'Browse the cars', fr: 'Voir les voitures', sp: 'Ver los coches' } as const;

/**
 * The banners: a scene and one of our cars, no words (the words are the site's HTML, in the page's
 * language). File names changed with issue 19 so media folders seeded before get the wordless pictures.
 */
export const BANNERS: readonly BannerDesign[] = [
  {
    fileName: 'ad-port-suv.webp',
    copy: {
      en: {
        title: 'Imported from Europe, delivered to Cotonou',
        text: 'Verified importers, prices in FCFA.',
        linkText: BROWSE.en,
      },
      fr: {
        title: 'Importées d’Europe, livrées à Cotonou',
        text: 'Des importateurs vérifiés, des prix en FCFA.',
        linkText: BROWSE.fr,
      },
      sp: {
        title: 'Importados de Europa, entregados en Cotonú',
        text: 'Importadores verificados, precios en FCFA.',
        linkText: BROWSE.sp,
      },
    },
    link: {},
    car: { kind: 'suv', colour: 'Silver', camera: { yaw: -36, pitch: 7 } },
    scene: 'port',
  },
  {
    fileName: 'ad-dusk-family-suv.webp',
    copy: {
      en: {
        title: 'Room for the whole family',
        text: '7-seat SUVs: Land Cruiser, Prado, Highlander, Santa Fe.',
        linkText: 'See the SUVs',
      },
      fr: {
        title: 'De la place pour toute la famille',
        text: 'Des SUV 7 places : Land Cruiser, Prado, Highlander, Santa Fe.',
        linkText: 'Voir les SUV',
      },
      sp: {
        title: 'Espacio para toda la familia',
        text: 'SUV de 7 plazas: Land Cruiser, Prado, Highlander, Santa Fe.',
        linkText: 'Ver los SUV',
      },
    },
    link: { bodyType: 'SUV' },
    car: { kind: 'suv', colour: 'Red', camera: { yaw: 38, pitch: 7 } },
    scene: 'dusk',
  },
  {
    fileName: 'ad-savanna-pickup.webp',
    copy: {
      en: {
        title: 'Pickups built for hard work',
        text: 'Hilux, Navara, Ranger, D-Max: diesel, 4x4.',
        linkText: 'See the pickups',
      },
      fr: {
        title: 'Des pick-up robustes pour le travail',
        text: 'Hilux, Navara, Ranger, D-Max : diesel, 4x4.',
        linkText: 'Voir les pick-up',
      },
      sp: {
        title: 'Pickups robustas para el trabajo duro',
        text: 'Hilux, Navara, Ranger, D-Max: diésel, 4x4.',
        linkText: 'Ver las pickups',
      },
    },
    link: { bodyType: 'Pickup' },
    car: { kind: 'pickup', colour: 'White', camera: { yaw: -40, pitch: 7 } },
    scene: 'savanna',
  },
  {
    fileName: 'ad-city-sedan.webp',
    copy: {
      en: {
        title: 'Importers in eight West African countries',
        text: 'From Cotonou and Lomé to Lagos, Abidjan, Accra and Dakar.',
        linkText: BROWSE.en,
      },
      fr: {
        title: 'Des importateurs dans huit pays d’Afrique de l’Ouest',
        text: 'De Cotonou et Lomé à Lagos, Abidjan, Accra et Dakar.',
        linkText: BROWSE.fr,
      },
      sp: {
        title: 'Importadores en ocho países de África Occidental',
        text: 'De Cotonú y Lomé a Lagos, Abiyán, Acra y Dakar.',
        linkText: BROWSE.sp,
      },
    },
    link: {},
    car: { kind: 'sedan', colour: 'Blue', camera: { yaw: 36, pitch: 7 } },
    scene: 'city',
  },
  {
    fileName: 'ad-studio-minibus.webp',
    copy: {
      en: {
        title: 'Minibuses for your transport business',
        text: '14 to 18 seats: Hiace, Sprinter, Urvan, H-1.',
        linkText: 'See the minibuses',
      },
      fr: {
        title: 'Des minibus pour votre entreprise de transport',
        text: 'De 14 à 18 places : Hiace, Sprinter, Urvan, H-1.',
        linkText: 'Voir les minibus',
      },
      sp: {
        title: 'Minibuses para su empresa de transporte',
        text: 'De 14 a 18 plazas: Hiace, Sprinter, Urvan, H-1.',
        linkText: 'Ver los minibuses',
      },
    },
    link: { bodyType: 'Minibus' },
    car: { kind: 'van', colour: 'Green', camera: { yaw: -38, pitch: 7 } },
    scene: 'studio',
  },
];

/** Ad files in carousel order: the video ad third, so the carousel shows a picture first. */
export const VIDEO_AD = 'ad-drive-in.mp4';
const VIDEO_AD_ROW: AdRow = {
  type: 'V',
  fileName: VIDEO_AD,
  copy: {
    en: {
      title: 'Your next car is already in port',
      text: 'Verified importers across West Africa.',
      linkText: BROWSE.en,
    },
    fr: {
      title: 'Votre prochaine voiture est déjà au port',
      text: 'Des importateurs vérifiés dans toute l’Afrique de l’Ouest.',
      linkText: BROWSE.fr,
    },
    sp: {
      title: 'Su próximo coche ya está en el puerto',
      text: 'Importadores verificados en toda África Occidental.',
      linkText: BROWSE.sp,
    },
  },
  link: {},
};
const imageRow = ({ fileName, copy, link }: BannerDesign): AdRow => ({ type: 'I', fileName, copy, link });
export const ADS: readonly AdRow[] = [
  ...BANNERS.slice(0, 2).map(imageRow),
  VIDEO_AD_ROW,
  ...BANNERS.slice(2).map(imageRow),
];

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

export function drawBannerSvg(design: BannerDesign): string {
  const { width: w, height: h } = BANNER_SIZE;
  // The car is drawn on its own canvas in the right part of the banner, clear of the site's text on the left.
  const car = drawCarLayer({ ...design.car, width: 720, height: 560, idPrefix: 'ad' });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    scene(design.scene, w, h) +
    `<defs>${car.defs}</defs><g transform="translate(${w - 750} 40)">${car.body}</g>` +
    `</svg>`
  );
}
