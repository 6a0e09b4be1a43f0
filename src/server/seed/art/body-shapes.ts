/**
 * Side profiles of the drawn body types, in metres from the front bumper, after real cars
 * (Corolla, Yaris, Prado, RAV4, Hilux double cab, Hiace, Avensis wagon, C-Class coupé, Isuzu NPR).
 * nose: front bottom, up the face, along the bonnet to the windscreen foot (the cowl);
 * cabin: cowl, up the windscreen, over the roof, down to the belt behind the last window;
 * tail: from there over the boot or tailgate down to the rear bottom.
 * Tags mark glass and the panels that carry lamps and plates; a 1 marks a corner kept sharp.
 */
import type { RawPt } from './outline.ts';

export const CAR_ART_KINDS = [
  'sedan',
  'hatchback',
  'suv',
  'crossover',
  'pickup',
  'van',
  'coupe',
  'wagon',
  'truck',
] as const;
export type CarArtKind = (typeof CAR_ART_KINDS)[number];

/** A window pillar: x at the belt (front, rear) and at the roof (front, rear); trim pillars are black. */
export type Pillar = readonly [number, number, number, number, 'body' | 'trim'];

export interface BodyShape {
  length: number;
  width: number;
  wheelRadius: number;
  tyreWidth: number;
  /** Axle x positions; the truck's rear axle carries twin tyres. */
  axles: readonly number[];
  /** Height of the body's lower edge between the wheels. */
  sill: number;
  nose: readonly RawPt[];
  cabin: readonly RawPt[];
  tail: readonly RawPt[];
  /** Roof half-width over body half-width: the inward lean of the windows. */
  roofScale: number;
  pillars: readonly Pillar[];
  /** Door shut lines on the flank. */
  doors: readonly number[];
  handles: readonly number[];
  roofRails?: boolean;
  spareWheel?: boolean;
  /** Where the cargo box starts (truck): its sides are painted aluminium. */
  boxFrom?: number;
  steelWheels?: boolean;
}

const sedan: BodyShape = {
  length: 4.7,
  width: 1.8,
  wheelRadius: 0.32,
  tyreWidth: 0.21,
  axles: [0.95, 3.7],
  sill: 0.27,
  nose: [
    [0.12, 0.2, 'bumper', 1],
    [0.01, 0.34, 'bumper'],
    [0, 0.5, 'lamp', 1],
    [0.06, 0.66, 'body', 1],
    [0.4, 0.76],
    [1.0, 0.84],
    [1.6, 0.92],
  ],
  cabin: [
    [1.6, 0.92, 'glass'],
    [2.3, 1.38, 'body'],
    [2.65, 1.45],
    [3.2, 1.43, 'glass'],
    [3.92, 1.0],
  ],
  tail: [
    [3.92, 1.0],
    [4.45, 0.99],
    [4.64, 0.97, 'taillamp', 1],
    [4.68, 0.8, 'rearbumper', 1],
    [4.7, 0.5],
    [4.58, 0.22],
  ],
  roofScale: 0.8,
  pillars: [
    [2.72, 2.8, 2.68, 2.76, 'trim'],
    [3.35, 3.92, 3.1, 3.3, 'body'],
  ],
  doors: [1.72, 2.78, 3.62],
  handles: [2.55, 3.4],
};

const hatchback: BodyShape = {
  length: 4.05,
  width: 1.75,
  wheelRadius: 0.31,
  tyreWidth: 0.2,
  axles: [0.84, 3.38],
  sill: 0.27,
  nose: [
    [0.1, 0.22, 'bumper', 1],
    [0, 0.36, 'bumper'],
    [0, 0.52, 'lamp', 1],
    [0.07, 0.68, 'body', 1],
    [0.4, 0.79],
    [0.9, 0.87],
    [1.25, 0.93],
  ],
  cabin: [
    [1.25, 0.93, 'glass'],
    [1.92, 1.42, 'body'],
    [2.25, 1.48],
    [3.55, 1.45],
    [3.78, 1.38, 'glass'],
    [3.98, 0.98],
  ],
  tail: [
    [3.98, 0.98, 'taillamp', 1],
    [4.03, 0.78, 'rearbumper', 1],
    [4.05, 0.5],
    [3.97, 0.24],
  ],
  roofScale: 0.82,
  pillars: [
    [2.42, 2.5, 2.4, 2.48, 'trim'],
    [3.2, 3.98, 3.3, 3.72, 'body'],
  ],
  doors: [1.36, 2.46, 3.22],
  handles: [2.22, 3.05],
};

const suv: BodyShape = {
  length: 4.83,
  width: 1.89,
  wheelRadius: 0.38,
  tyreWidth: 0.26,
  axles: [0.92, 3.71],
  sill: 0.46,
  nose: [
    [0.12, 0.36, 'bumper', 1],
    [0, 0.52, 'bumper'],
    [0, 0.74, 'lamp', 1],
    [0.05, 0.93, 'body', 1],
    [0.4, 1.03],
    [1.0, 1.09],
    [1.38, 1.13],
  ],
  cabin: [
    [1.38, 1.13, 'glass'],
    [1.98, 1.76, 'body'],
    [2.3, 1.84],
    [4.5, 1.83],
    [4.7, 1.76, 'glass'],
    [4.78, 1.17],
  ],
  tail: [
    [4.78, 1.17, 'tailgate', 1],
    [4.81, 0.8, 'rearbumper', 1],
    [4.83, 0.56],
    [4.74, 0.38],
  ],
  roofScale: 0.86,
  pillars: [
    [2.72, 2.8, 2.7, 2.78, 'trim'],
    [3.72, 3.82, 3.74, 3.84, 'body'],
    [4.45, 4.78, 4.42, 4.7, 'body'],
  ],
  doors: [1.5, 2.76, 3.78],
  handles: [2.5, 3.55],
  roofRails: true,
  spareWheel: true,
};

const crossover: BodyShape = {
  length: 4.6,
  width: 1.86,
  wheelRadius: 0.355,
  tyreWidth: 0.23,
  axles: [0.94, 3.63],
  sill: 0.38,
  nose: [
    [0.12, 0.3, 'bumper', 1],
    [0, 0.46, 'bumper'],
    [0, 0.66, 'lamp', 1],
    [0.08, 0.84, 'body', 1],
    [0.45, 0.96],
    [1.0, 1.02],
    [1.4, 1.05],
  ],
  cabin: [
    [1.4, 1.05, 'glass'],
    [2.05, 1.62, 'body'],
    [2.4, 1.69],
    [3.9, 1.66],
    [4.22, 1.56, 'glass'],
    [4.5, 1.1],
  ],
  tail: [
    [4.5, 1.1, 'taillamp', 1],
    [4.56, 0.9, 'rearbumper', 1],
    [4.6, 0.6],
    [4.52, 0.32],
  ],
  roofScale: 0.84,
  pillars: [
    [2.66, 2.74, 2.64, 2.72, 'trim'],
    [3.6, 3.7, 3.62, 3.72, 'body'],
    [4.05, 4.5, 3.98, 4.2, 'body'],
  ],
  doors: [1.52, 2.7, 3.66],
  handles: [2.46, 3.45],
  roofRails: true,
};

const pickup: BodyShape = {
  length: 5.33,
  width: 1.86,
  wheelRadius: 0.38,
  tyreWidth: 0.26,
  axles: [0.96, 4.05],
  sill: 0.5,
  nose: [
    [0.12, 0.4, 'bumper', 1],
    [0, 0.56, 'bumper'],
    [0, 0.8, 'lamp', 1],
    [0.06, 0.99, 'body', 1],
    [0.4, 1.08],
    [1.0, 1.13],
    [1.45, 1.17],
  ],
  cabin: [
    [1.45, 1.17, 'glass'],
    [2.1, 1.75, 'body'],
    [2.42, 1.81],
    [3.36, 1.8],
    [3.42, 1.74, 'glass'],
    [3.46, 1.2],
  ],
  tail: [
    [3.46, 1.2, 'body', 1],
    [3.5, 1.12, 'bed', 1],
    [5.28, 1.12, 'tailgate', 1],
    [5.3, 0.72, 'rearbumper', 1],
    [5.33, 0.58],
    [5.25, 0.44],
  ],
  roofScale: 0.86,
  pillars: [
    [2.72, 2.8, 2.7, 2.78, 'trim'],
    [3.3, 3.46, 3.3, 3.42, 'body'],
  ],
  doors: [1.58, 2.76, 3.46],
  handles: [2.52, 3.28],
};

const van: BodyShape = {
  length: 5.3,
  width: 1.88,
  wheelRadius: 0.33,
  tyreWidth: 0.22,
  axles: [0.88, 3.98],
  sill: 0.34,
  nose: [
    [0.1, 0.3, 'bumper', 1],
    [0, 0.45, 'bumper'],
    [0, 0.64, 'lamp', 1],
    [0.08, 0.86, 'body', 1],
    [0.34, 1.04],
    [0.62, 1.15],
  ],
  cabin: [
    [0.62, 1.15, 'glass'],
    [1.3, 2.05, 'body'],
    [1.65, 2.2],
    [4.95, 2.22],
    [5.2, 2.16, 'glass'],
    [5.27, 1.2],
  ],
  tail: [
    [5.27, 1.2, 'taillamp', 1],
    [5.29, 0.68, 'rearbumper', 1],
    [5.3, 0.48],
    [5.2, 0.32],
  ],
  roofScale: 0.92,
  pillars: [
    [1.72, 1.82, 1.72, 1.82, 'body'],
    [2.82, 2.9, 2.82, 2.9, 'body'],
    [3.95, 4.03, 3.95, 4.03, 'body'],
    [5.05, 5.27, 5.02, 5.2, 'body'],
  ],
  doors: [0.75, 1.78, 2.86, 4.05],
  handles: [1.6, 2.7],
  steelWheels: true,
};

const coupe: BodyShape = {
  length: 4.7,
  width: 1.85,
  wheelRadius: 0.33,
  tyreWidth: 0.24,
  axles: [1.0, 3.8],
  sill: 0.26,
  nose: [
    [0.12, 0.19, 'bumper', 1],
    [0, 0.32, 'bumper'],
    [0, 0.47, 'lamp', 1],
    [0.09, 0.61, 'body', 1],
    [0.5, 0.7],
    [1.2, 0.8],
    [1.85, 0.88],
  ],
  cabin: [
    [1.85, 0.88, 'glass'],
    [2.6, 1.31, 'body'],
    [2.95, 1.36],
    [3.25, 1.33, 'glass'],
    [4.2, 0.95],
  ],
  tail: [
    [4.2, 0.95],
    [4.52, 0.93],
    [4.63, 0.9, 'taillamp', 1],
    [4.67, 0.74, 'rearbumper', 1],
    [4.7, 0.48],
    [4.6, 0.21],
  ],
  roofScale: 0.78,
  pillars: [[3.4, 4.2, 3.2, 3.32, 'body']],
  doors: [1.95, 3.25],
  handles: [3.0],
};

const wagon: BodyShape = {
  length: 4.78,
  width: 1.81,
  wheelRadius: 0.32,
  tyreWidth: 0.21,
  axles: [0.95, 3.66],
  sill: 0.27,
  nose: [
    [0.12, 0.2, 'bumper', 1],
    [0.01, 0.34, 'bumper'],
    [0, 0.5, 'lamp', 1],
    [0.06, 0.66, 'body', 1],
    [0.4, 0.77],
    [1.0, 0.85],
    [1.6, 0.93],
  ],
  cabin: [
    [1.6, 0.93, 'glass'],
    [2.3, 1.42, 'body'],
    [2.65, 1.48],
    [4.35, 1.46],
    [4.6, 1.39, 'glass'],
    [4.72, 1.0],
  ],
  tail: [
    [4.72, 1.0, 'taillamp', 1],
    [4.76, 0.78, 'rearbumper', 1],
    [4.78, 0.5],
    [4.7, 0.24],
  ],
  roofScale: 0.82,
  pillars: [
    [2.72, 2.8, 2.68, 2.76, 'trim'],
    [3.62, 3.72, 3.64, 3.72, 'body'],
    [4.3, 4.72, 4.25, 4.55, 'body'],
  ],
  doors: [1.72, 2.78, 3.66],
  handles: [2.55, 3.45],
  roofRails: true,
};

const truck: BodyShape = {
  length: 6.5,
  width: 2.05,
  wheelRadius: 0.42,
  tyreWidth: 0.24,
  axles: [1.15, 4.6],
  sill: 0.62,
  nose: [
    [0.06, 0.36, 'bumper', 1],
    [0, 0.5, 'bumper', 1],
    [0, 0.66, 'lamp', 1],
    [0.01, 0.86, 'grille', 1],
    [0.04, 1.28, 'body', 1],
    [0.08, 1.34],
  ],
  cabin: [
    [0.08, 1.34, 'glass'],
    [0.2, 2.12, 'body'],
    [0.36, 2.3],
    [1.65, 2.3],
    [1.78, 2.2],
    [1.8, 1.34],
  ],
  tail: [
    [1.8, 1.34, 'body', 1],
    [1.9, 1.34, 'body', 1],
    [1.9, 3.0, 'body', 1],
    [6.45, 3.0, 'body', 1],
    [6.45, 1.02, 'taillamp', 1],
    [6.45, 0.84, 'rearbumper', 1],
    [6.4, 0.62],
  ],
  roofScale: 0.96,
  pillars: [[1.25, 1.8, 1.3, 1.8, 'body']],
  doors: [0.12, 1.3],
  handles: [1.12],
  boxFrom: 1.9,
  steelWheels: true,
};

export const BODY_SHAPES: Record<CarArtKind, BodyShape> = {
  sedan,
  hatchback,
  suv,
  crossover,
  pickup,
  van,
  coupe,
  wagon,
  truck,
};
