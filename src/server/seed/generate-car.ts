/**
 * One demo car, derived only from (seed, index, total, now): the same inputs give the same car,
 * whatever else is generated, so batches can be produced in any order.
 */
import { carSearchText } from '../../lib/search-text.ts';
import { CAR_VIEW_NAMES, type CarColour, type CarViewName } from './car-art.ts';
import type { BrandInfo, Catalogue, ModelInfo } from './catalogue.ts';
import { COLOUR_WEIGHTS, type FuelName } from './data/masters.ts';
import { carPictureName, type CarPicture } from './picture-pool.ts';
import { createRandom, deriveSeed, type Random } from './random.ts';
import { makeVin } from './vin.ts';

/** A cars row with the database's column names, ready for json_populate_recordset. */
export interface CarRow {
  id: number;
  importer_id: number;
  brand_id: number;
  model_id: number;
  body_type_id: number;
  body_style_id: number;
  fuel_type_id: number;
  transmission_id: number;
  city_id: number;
  country_id: number;
  vin: string;
  manuf_year: number;
  engine_horse_power: string;
  kms_driven: number;
  number_of_seats: number;
  seating_capacity: number;
  vehicle_class: string;
  vehicle_type: string;
  color: CarColour;
  price: number;
  condition: 0 | 1;
  status: 0 | 1 | 2 | 3;
  standard_equipment: number[];
  optional_equipment: number[];
  view_count: number;
  like_count: number;
  search_text: string;
  created_at: string;
  updated_at: string;
  /** The listing date for a published car (issue 23), else null. */
  published_at: string | null;
}

export interface MediaRow {
  car_id: number;
  type: 'I' | 'V';
  file_name: string;
  sort_order: number;
  is_main: boolean;
}

export interface GeneratedCar {
  car: CarRow;
  media: MediaRow[];
  pictures: CarPicture[];
}

export interface CarContext {
  catalogue: Catalogue;
  seed: number;
  /** How many cars in all: listing dates spread evenly over the last 18 months in id order. */
  total: number;
  now: Date;
  /** The walkaround video of a drawing kind and the paint it shows. */
  videoFor: (kind: CarPicture['kind']) => { file: string; colour: CarColour };
}

export const PRICE_MIN = 1_500_000;
export const PRICE_MAX = 60_000_000;
const LISTING_SPAN_MS = 548 * 24 * 3600 * 1000;
const PRICE_STEP = 50_000;
const JAPANESE_CVT = new Set(['Toyota', 'Nissan', 'Honda', 'Subaru', 'Suzuki', 'Mitsubishi', 'Daihatsu']);
const STATUS: readonly (readonly [CarRow['status'], number])[] = [
  [1, 955],
  [0, 20],
  [2, 15],
  [3, 10],
];

/** The weighted choice lists, built once per catalogue rather than once per car. */
const choices = new WeakMap<Catalogue, ReturnType<typeof buildChoices>>();
function buildChoices(catalogue: Catalogue) {
  return {
    importers: catalogue.importers.map((i) => [i, i.weight] as const),
    brands: catalogue.brands.map((b) => [b, b.weight] as const),
    models: new Map(catalogue.brands.map((b) => [b.id, b.models.map((m) => [m, m.weight] as const)])),
  };
}

export function generateCar(index: number, ctx: CarContext): GeneratedCar {
  const r = createRandom(deriveSeed(ctx.seed, index));
  const { catalogue } = ctx;
  let pick = choices.get(catalogue);
  if (!pick) choices.set(catalogue, (pick = buildChoices(catalogue)));
  const importer = r.weighted(pick.importers);
  const brand = r.weighted(pick.brands);
  const model = r.weighted(pick.models.get(brand.id)!);
  const body = model.body;
  const isNew = model.lastYear >= 2024 && r.chance(0.08);
  const year = isNew ? r.int(Math.max(model.firstYear, 2024), model.lastYear) : pickYear(r, model);
  const age = 2025 - year;
  const kms = isNew ? r.int(0, 150) : Math.round(Math.max(1, age) * r.range(9000, 21000) + r.range(0, 6000));
  const fuel = pickFuel(r, model);
  const style = r.weighted(body.styles);
  const seats =
    style === 'Single cab' ? 2 : style === 'Extended cab' ? 4 : style === 'Panel van' ? 3 : r.weighted(body.seats);
  const colour: CarColour = body.art === 'truck' && r.chance(0.5) ? 'White' : r.weighted(COLOUR_WEIGHTS);
  const id = index + 1;
  const vin = makeVin(brand.wmi, year, index, r);
  const created = ctx.now.getTime() - LISTING_SPAN_MS * (1 - (index + r.next()) / Math.max(1, ctx.total));
  const updated = Math.min(ctx.now.getTime(), created + r.range(0, 3 * 24 * 3600 * 1000));
  const status = r.weighted(STATUS);
  const views = status === 1 ? Math.floor(Math.exp(r.range(0, Math.log(5000)))) - 1 : r.int(0, 20);
  const car: CarRow = {
    id,
    importer_id: importer.id,
    brand_id: brand.id,
    model_id: model.id,
    body_type_id: model.bodyTypeId,
    body_style_id: catalogue.idOf.bodyStyle.get(style)!,
    fuel_type_id: catalogue.idOf.fuel.get(fuel)!,
    transmission_id: catalogue.idOf.transmission.get(pickGearbox(r, brand, model, fuel, year))!,
    city_id: importer.city.id,
    country_id: importer.country.id,
    vin,
    manuf_year: year,
    engine_horse_power: enginePower(r, model, fuel),
    kms_driven: kms,
    number_of_seats: seats,
    seating_capacity: seats,
    vehicle_class: vehicleClass(model),
    vehicle_type: r.weighted(body.vehicleTypes),
    color: colour,
    price: price(r, model, age, kms, isNew),
    condition: isNew ? 1 : 0,
    status,
    ...equipment(r, catalogue, model, year, seats),
    view_count: views,
    like_count: Math.floor(views * r.range(0, 0.05)),
    search_text: carSearchText({
      maker: brand.name,
      model: model.name,
      bodyType: body.name,
      year,
      vin,
      city: importer.city.name,
      country: importer.country.name,
    }),
    created_at: new Date(created).toISOString(),
    updated_at: new Date(updated).toISOString(),
    published_at: status === 1 ? new Date(created).toISOString() : null,
  };
  let pictures = pickPictures(r, body.art, colour);
  // A car with a walkaround video is painted as the video shows it: the listing's colour, pictures
  // and video agree (the draws stay the same, so every other car of the seed is unchanged).
  const video = r.chance(0.1) ? ctx.videoFor(body.art) : null;
  if (video) {
    car.color = video.colour;
    pictures = pictures.map((p) => ({ ...p, colour: video.colour }));
  }
  const media: MediaRow[] = pictures.map((p, i) => ({
    car_id: id,
    type: 'I',
    file_name: carPictureName(p),
    sort_order: i,
    is_main: i === 0,
  }));
  if (video) media.push({ car_id: id, type: 'V', file_name: video.file, sort_order: media.length, is_main: false });
  return { car, media, pictures };
}

/** Most imports are 8–15 years old; the curve peaks around 2014 and tails off both ways. */
function pickYear(r: Random, model: ModelInfo): number {
  const years: [number, number][] = [];
  for (let y = model.firstYear; y <= model.lastYear; y++) years.push([y, Math.exp(-(((y - 2014) / 6) ** 2)) + 0.12]);
  return r.weighted(years);
}

function pickFuel(r: Random, model: ModelInfo): FuelName {
  switch (model.fuel) {
    case 'E':
      return 'Electric';
    case 'H':
      return 'Hybrid';
    case 'h':
      return r.chance(0.18) ? 'Hybrid' : r.weighted(model.body.fuels);
    case 'd':
      return r.chance(0.75) ? 'Diesel' : 'Petrol';
    default:
      return r.weighted(model.body.fuels);
  }
}

function pickGearbox(r: Random, brand: BrandInfo, model: ModelInfo, fuel: FuelName, year: number): string {
  if (fuel === 'Electric') return 'Automatic';
  if (fuel === 'Hybrid') return brand.name === 'Toyota' || brand.name === 'Lexus' ? 'CVT' : 'Automatic';
  const manual = model.body.manual * (model.price < 15 ? 1.3 : model.price > 35 ? 0.15 : 0.8);
  if (r.chance(manual)) return 'Manual';
  const passenger = model.body.art !== 'truck' && model.body.art !== 'pickup' && model.body.art !== 'van';
  return passenger && year >= 2010 && JAPANESE_CVT.has(brand.name) && r.chance(0.3) ? 'CVT' : 'Automatic';
}

/** 'bhp@rpm': power grows with the car's class; diesels peak lower in the rev range. */
function enginePower(r: Random, model: ModelInfo, fuel: FuelName): string {
  const bhp = Math.round((Math.min(480, Math.max(60, 55 + model.price * 4.3)) * r.range(0.88, 1.12)) / 5) * 5;
  const rpm = fuel === 'Diesel' ? r.int(34, 40) * 100 : fuel === 'Electric' ? r.int(45, 60) * 100 : r.int(52, 66) * 100;
  return `${bhp}@${rpm}`;
}

function vehicleClass(model: ModelInfo): string {
  switch (model.body.name) {
    case 'Pickup':
      return 'Utility';
    case 'Minibus':
      return 'Minibus';
    case 'Truck':
      return 'Light truck';
    default: {
      const p = model.price;
      if (p < 8) return 'Economy';
      if (p < 13) return 'Compact';
      if (p < 20) return 'Mid-size';
      if (p < 32) return 'Full-size';
      return p < 45 ? 'Premium' : 'Luxury';
    }
  }
}

/** Price new, less about 9% a year and a little for high mileage, rounded to 50,000 CFA. */
function price(r: Random, model: ModelInfo, age: number, kms: number, isNew: boolean): number {
  const base = model.price * 1_000_000;
  const value = isNew
    ? base * r.range(0.97, 1.06)
    : base * Math.max(0.12, 0.91 ** age) * (1.06 - (Math.min(kms, 400_000) / 400_000) * 0.25) * r.range(0.9, 1.1);
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value / PRICE_STEP) * PRICE_STEP));
}

/** Better-equipped when dearer and newer; a few options only make sense on some bodies or years. */
function equipment(r: Random, catalogue: Catalogue, model: ModelInfo, year: number, seats: number) {
  const tier = Math.min(1, model.price / 50);
  const recency = (year - 2005) / 20;
  const standard = catalogue.standardIds.filter(
    (_, i) => i < 2 || r.chance(Math.min(0.99, Math.max(0.05, 0.72 + 0.25 * tier + 0.2 * recency - 0.035 * i))),
  );
  const art = model.body.art;
  const allowed: Record<string, boolean> = {
    'Apple CarPlay / Android Auto': year >= 2016,
    '360° Camera': year >= 2015,
    'Lane Keeping Assist': year >= 2014,
    'Adaptive Cruise Control': year >= 2012,
    'Blind Spot Monitoring': year >= 2012,
    'Third Row Seats': seats >= 7 && (art === 'suv' || art === 'van' || art === 'crossover'),
    'Roof Rails': art === 'suv' || art === 'crossover' || art === 'wagon' || art === 'van',
    'Tow Bar': art === 'suv' || art === 'pickup' || art === 'truck' || art === 'van',
    'Power Tailgate': art === 'suv' || art === 'crossover' || art === 'wagon',
  };
  const optional = catalogue.optionalIds.filter((id, i) => {
    const name = catalogue.equipment[id - 1]!.name;
    if (allowed[name] === false) return false;
    return r.chance(Math.min(0.9, Math.max(0.02, 0.05 + 0.45 * tier + 0.25 * recency - 0.01 * i)));
  });
  return { standard_equipment: standard, optional_equipment: optional };
}

/** 3–8 views of the car's body and colour; the main one is a three-quarter front view. */
function pickPictures(r: Random, kind: CarPicture['kind'], colour: CarColour): CarPicture[] {
  const main: CarViewName = r.chance(0.5) ? 'front-left' : 'front-right';
  const others = r.shuffle(CAR_VIEW_NAMES.filter((v) => v !== main));
  const count = r.int(3, 8);
  return [main, ...others.slice(0, count - 1)].map((view) => ({ kind, colour, view }));
}
