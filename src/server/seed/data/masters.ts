/**
 * The small master lists of getMasters: body types and styles, fuels, gearboxes, equipment.
 * Ids follow the order here (the seed inserts them with explicit ids), so they never shift.
 */
import type { CarArtKind } from '../art/body-shapes.ts';

export interface BodyTypeRow {
  name: string;
  art: CarArtKind;
  /** [body style, weight] */
  styles: readonly (readonly [string, number])[];
  /** [seats, weight] */
  seats: readonly (readonly [number, number])[];
  /** [fuel, weight] for a model with no fuel flag. */
  fuels: readonly (readonly [FuelName, number])[];
  /** Share of manual gearboxes. */
  manual: number;
  /** [drive / use, weight]: the detail page's Vehicle Type. */
  vehicleTypes: readonly (readonly [string, number])[];
}

export const BODY_TYPES = [
  {
    name: 'Sedan',
    art: 'sedan',
    styles: [['4-door saloon', 1]],
    seats: [[5, 1]],
    fuels: [['Petrol', 85], ['Diesel', 12], ['LPG', 3]],
    manual: 0.25,
    vehicleTypes: [['Passenger car (FWD)', 8], ['Passenger car (RWD)', 2]],
  },
  {
    name: 'Hatchback',
    art: 'hatchback',
    styles: [['5-door', 4], ['3-door', 1]],
    seats: [[5, 9], [4, 1]],
    fuels: [['Petrol', 82], ['Diesel', 15], ['LPG', 3]],
    manual: 0.4,
    vehicleTypes: [['Passenger car (FWD)', 1]],
  },
  {
    name: 'SUV',
    art: 'suv',
    styles: [['5-door', 9], ['3-door', 1]],
    seats: [[7, 6], [5, 4], [8, 1]],
    fuels: [['Petrol', 55], ['Diesel', 43], ['LPG', 2]],
    manual: 0.2,
    vehicleTypes: [['4x4 (4WD)', 7], ['4x2 (2WD)', 3]],
  },
  {
    name: 'Crossover',
    art: 'crossover',
    styles: [['5-door', 1]],
    seats: [[5, 9], [7, 1]],
    fuels: [['Petrol', 75], ['Diesel', 23], ['LPG', 2]],
    manual: 0.2,
    vehicleTypes: [['Passenger car (FWD)', 6], ['AWD', 4]],
  },
  {
    name: 'Pickup',
    art: 'pickup',
    styles: [['Double cab', 7], ['Extended cab', 1], ['Single cab', 2]],
    seats: [[5, 1]],
    fuels: [['Diesel', 80], ['Petrol', 20]],
    manual: 0.65,
    vehicleTypes: [['4x4 (4WD)', 6], ['4x2 (2WD)', 4]],
  },
  {
    name: 'Van',
    art: 'van',
    styles: [['Passenger van', 6], ['Panel van', 4]],
    seats: [[7, 4], [8, 3], [3, 3]],
    fuels: [['Diesel', 70], ['Petrol', 30]],
    manual: 0.5,
    vehicleTypes: [['Light commercial', 5], ['Passenger car (FWD)', 5]],
  },
  {
    name: 'Minibus',
    art: 'van',
    styles: [['High roof', 1], ['Standard roof', 1]],
    seats: [[14, 5], [15, 3], [18, 2]],
    fuels: [['Diesel', 80], ['Petrol', 20]],
    manual: 0.7,
    vehicleTypes: [['Passenger transport', 1]],
  },
  {
    name: 'Coupe',
    art: 'coupe',
    styles: [['2-door', 1]],
    seats: [[4, 8], [2, 2]],
    fuels: [['Petrol', 1]],
    manual: 0.25,
    vehicleTypes: [['Passenger car (RWD)', 6], ['Passenger car (FWD)', 4]],
  },
  {
    name: 'Wagon',
    art: 'wagon',
    styles: [['5-door estate', 1]],
    seats: [[5, 1]],
    fuels: [['Petrol', 55], ['Diesel', 45]],
    manual: 0.35,
    vehicleTypes: [['Passenger car (FWD)', 7], ['AWD', 3]],
  },
  {
    name: 'Truck',
    art: 'truck',
    styles: [['Box body', 6], ['Flatbed', 3], ['Tipper', 1]],
    seats: [[3, 7], [2, 3]],
    fuels: [['Diesel', 1]],
    manual: 0.9,
    vehicleTypes: [['Goods vehicle (3.5–7.5 t)', 7], ['Goods vehicle (over 7.5 t)', 3]],
  },
] as const satisfies readonly BodyTypeRow[];

export type BodyTypeName = (typeof BODY_TYPES)[number]['name'];

export const BODY_STYLES: readonly string[] = [...new Set(BODY_TYPES.flatMap((b) => b.styles.map(([s]) => s)))];

export const FUEL_TYPES = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG'] as const;
export type FuelName = (typeof FUEL_TYPES)[number];

export const TRANSMISSIONS = ['Manual', 'Automatic', 'CVT'] as const;

/** Standard equipment (kind 10), ids 1–25. */
export const STANDARD_EQUIPMENT = [
  'Air Conditioning',
  'Power Steering',
  'ABS',
  'Driver Airbag',
  'Passenger Airbag',
  'Side Airbags',
  'Central Locking',
  'Remote Keyless Entry',
  'Power Windows',
  'Electric Mirrors',
  'Radio / USB Audio',
  'Bluetooth',
  'Immobiliser',
  'Alloy Wheels',
  'Fog Lights',
  'Rear Window Defogger',
  'Tinted Windows',
  'Cruise Control',
  'Electronic Stability Control',
  'Traction Control',
  'ISOFIX Child Seat Anchors',
  'Adjustable Steering Column',
  'Tyre Pressure Monitoring',
  'Full-size Spare Wheel',
  'Hill Start Assist',
] as const;

/** Optional equipment (kind 20), ids 26–45. */
export const OPTIONAL_EQUIPMENT = [
  'Sunroof',
  'Leather Seats',
  'Reverse Camera',
  'Parking Sensors',
  'Navigation System',
  'Apple CarPlay / Android Auto',
  'Dual-zone Climate Control',
  'Heated / Ventilated Seats',
  'Power Driver Seat',
  'LED Headlights',
  '360° Camera',
  'Push-button Start',
  'Roof Rails',
  'Tow Bar',
  'Third Row Seats',
  'Power Tailgate',
  'Premium Sound System',
  'Blind Spot Monitoring',
  'Lane Keeping Assist',
  'Adaptive Cruise Control',
] as const;

/** Paint colours and how often each is listed (white and silver beat the sun). */
export const COLOUR_WEIGHTS = [
  ['White', 26],
  ['Silver', 16],
  ['Black', 16],
  ['Grey', 12],
  ['Blue', 8],
  ['Red', 8],
  ['Beige', 4],
  ['Brown', 4],
  ['Green', 3],
  ['Orange', 3],
] as const;
