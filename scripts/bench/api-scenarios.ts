/**
 * The calls the API bench measures, with their payloads, on a catalogue of `cars` cars.
 */

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Only on the first page: compared between catalogue sizes. */
  firstPage?: boolean;
}

export const CEILING_PATH = '/api/bench/constant';

const list = (extra: Record<string, unknown>) => ({
  take: 12,
  skip: 0,
  VehicalId: 0,
  sortString: '0',
  filterString: '',
  ...extra,
});

export function scenarios(cars: number): Scenario[] {
  const getAllCar = '/api/customer/V2/getAllCar';
  return [
    { name: 'constant JSON (ceiling)', method: 'GET', path: CEILING_PATH },
    { name: 'getAllCar, no filter', method: 'POST', path: getAllCar, body: list({}), firstPage: true },
    {
      name: 'getAllCar, brand',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '150?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, body type',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '50?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, model',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '250?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, country',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '500?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, condition',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '400?1' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, budget',
      method: 'POST',
      path: getAllCar,
      body: list({ filterString: '100?5000000,10000000' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, sort latest',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '25' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, sort popular',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '50' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, price ascending',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '75' }),
      firstPage: true,
    },
    {
      name: 'getAllCar, price descending',
      method: 'POST',
      path: getAllCar,
      body: list({ sortString: '100' }),
      firstPage: true,
    },
    // Deep pages: read from the nearer end of the list, so the middle is the farthest any page lies.
    {
      name: 'getAllCar, deep page (middle, 50 %)',
      method: 'POST',
      path: getAllCar,
      body: list({ skip: Math.floor(cars * 0.5) }),
    },
    {
      name: 'getAllCar, deep page (90 %)',
      method: 'POST',
      path: getAllCar,
      body: list({ skip: Math.floor(cars * 0.9) }),
    },
    { name: 'getAllCar, detail', method: 'POST', path: getAllCar, body: list({ VehicalId: 7 }), firstPage: true },
    // A broad search (make and model: ~4 % of the catalogue matches, all of it ranked and counted) and
    // a narrow one (model, year and city: a few matches).
    {
      name: 'carSearchText, broad',
      method: 'POST',
      path: '/api/customer/carSearchText',
      body: { searchString: 'toyota corolla', take: 12, skip: 0 },
      firstPage: true,
    },
    {
      name: 'carSearchText, narrow',
      method: 'POST',
      path: '/api/customer/carSearchText',
      body: { searchString: 'corolla 2016 lome', take: 12, skip: 0 },
      firstPage: true,
    },
    { name: 'getMasters brands', method: 'GET', path: '/api/open/getMasters/0/10', firstPage: true },
    {
      name: 'userLogin (argon2id)',
      method: 'POST',
      path: '/api/customer/userLogin',
      body: { mobileNo: '97000001', countryCode: '+229', password: 'Customer#2026' },
    },
  ];
}
