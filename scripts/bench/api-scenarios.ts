/**
 * The calls the API bench measures, with their payloads, on a catalogue of `cars` cars.
 */

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The body of the call's n-th request, when each differs (`body` is then the first's). */
  bodyAt?: (n: number) => unknown;
  /** Only on the first page: compared between catalogue sizes. */
  firstPage?: boolean;
  /** Request headers beside content-type (a browser's Accept-Encoding, say). */
  headers?: Record<string, string>;
}

/** What Chromium sends as Accept-Encoding: the answer is compressed, as every browser's is. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export const CEILING_PATH = '/api/bench/constant';

const list = (extra: Record<string, unknown>) => ({
  take: 12,
  skip: 0,
  VehicalId: 0,
  sortString: '0',
  filterString: '',
  ...extra,
});

/**
 * [label, filter string, sort, also measured as getCarCount]. A city comes with its country, as the finder's
 * sheet sends it (its cities are offered only under a chosen country): Benin 1, Togo 2.
 */
const FINDER_SEARCHES: ReadonlyArray<[string, string, string, boolean]> = [
  [
    'Lagos: Toyota SUV 2015+, diesel, automatic, ≤ 80,000 km, Nigeria',
    '150?1|50?3|year?2015,|km?,80000|fuel?2|gearbox?2|500?3',
    '0',
    true,
  ],
  [
    'SUVs: any Toyota or Hyundai Tucson or Kia, 2012+, Cotonou or Lomé',
    '150?1,2,3|model?22|50?3|year?2012,|500?1,2|city?1,6',
    '25',
    false,
  ],
  ['cheap manual petrol in Cotonou, ≤ 5 M CFA', '500?1|city?1|fuel?1|gearbox?1|100?0,5000000', '75', false],
  ['recent: 2018+, ≤ 50,000 km, automatic, newest first', 'year?2018,|km?,50000|gearbox?2', '25', true],
  ['diesel pickups in Ghana or Côte d’Ivoire, dearest first', '50?5|fuel?2|500?4,5', '100', false],
  ['broad: 2015 or newer, 10 M CFA and up, cheapest first', 'year?2015,|100?10000000,', '75', true],
];

export function scenarios(cars: number): Scenario[] {
  const getAllCar = '/api/customer/V2/getAllCar';
  return [
    { name: 'constant JSON (ceiling)', method: 'GET', path: CEILING_PATH },
    { name: 'getAllCar, no filter', method: 'POST', path: getAllCar, body: list({}), firstPage: true },
    {
      name: 'getAllCar, no filter, compressed (a browser asks)',
      method: 'POST',
      path: getAllCar,
      body: list({}),
      headers: BROWSER_ENCODINGS,
    },
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
    // Deep pages as buyers reach them: fifty buyers scrolling on from the middle, each from a place of their
    // own (request n is buyer n mod 50's next page: the page before it was asked 50 requests earlier, and
    // has been answered, as a buyer reads a page before scrolling on), and a different far page each call
    // (no place known).
    {
      name: 'getAllCar, deep pages scrolled in order (50 buyers from 50 %)',
      method: 'POST',
      path: getAllCar,
      body: list({ skip: Math.floor(cars * 0.5) }),
      bodyAt: (n) => {
        const pages = Math.max(Math.floor((cars * 0.4) / 600), 1); // each buyer's stretch: 0.8 % of the cars
        const buyer = n % 50;
        const page = Math.floor(n / 50) % pages;
        return list({ skip: Math.floor(cars * 0.5) + (buyer * pages + page) * 12 });
      },
    },
    {
      name: 'getAllCar, deep page, a random one each call (50–90 %)',
      method: 'POST',
      path: getAllCar,
      body: list({ skip: Math.floor(cars * 0.5) }),
      bodyAt: () => list({ skip: Math.floor(cars * (0.5 + Math.random() * 0.4)) }),
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
    // The broad search in a list sort (issue 22): every match sorted by price, no shared ranking.
    {
      name: 'carSearchText, broad, cheapest first',
      method: 'POST',
      path: '/api/customer/carSearchText',
      body: { searchString: 'toyota corolla', take: 12, skip: 0, sortString: '75' },
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
    // Issue 22, the finder: realistic combined filters (page and count in one getAllCar call), and the
    // live count alone. Ids are the seed's reference data: Toyota 1, Hyundai 2, Kia 3; RAV4 3, Tucson 22;
    // SUV 3, Pickup 5; Nigeria 3, Côte d'Ivoire 4, Ghana 5; Cotonou 1, Lomé 6; Petrol 1, Diesel 2;
    // Manual 1, Automatic 2.
    ...FINDER_SEARCHES.map(([label, filterString, sortString]) => ({
      name: `finder, ${label}`,
      method: 'POST' as const,
      path: getAllCar,
      body: list({ filterString, sortString }),
      firstPage: true,
    })),
    // A far page of the finder (skip 6,000 from 100k cars on; 6 % of a smaller catalogue, at 1k a near
    // page): an exact count below the limit (the page read from the end), and a count past the limit
    // (read from the start, the count estimated).
    ...FINDER_SEARCHES.filter(([, , , counted]) => counted)
      .slice(1)
      .map(([label, filterString, sortString]) => ({
        name: `finder far page, ${label}`,
        method: 'POST' as const,
        path: getAllCar,
        body: list({ filterString, sortString, skip: Math.min(6000, Math.floor(cars * 0.06)) }),
      })),
    ...FINDER_SEARCHES.filter(([, , , counted]) => counted).map(([label, filterString]) => ({
      name: `finder count, ${label}`,
      method: 'POST' as const,
      path: '/api/customer/V2/getCarCount',
      body: { filterString },
      firstPage: true,
    })),
    // The list a buyer opens after changing the filter: the Lagos search with bounds no one asked before, so
    // neither its count nor its page's place is kept (the finder calls above repeat one filter: the kept path).
    {
      name: 'finder, a new filter each call (Lagos, random year from and km up to)',
      method: 'POST' as const,
      path: getAllCar,
      body: list({ filterString: FINDER_SEARCHES[0]![1] }),
      firstPage: true,
      bodyAt: () =>
        list({
          filterString: `150?1|50?3|year?${2008 + Math.floor(Math.random() * 12)},|km?,${30000 + Math.floor(Math.random() * 150000)}|fuel?2|gearbox?2|500?3`,
        }),
    },
    // The sheet's live count as a buyer changes the filter: a combination no one asked before (nothing kept).
    {
      name: 'finder count, a new filter each call (diesel SUVs, random year and km bounds)',
      method: 'POST' as const,
      path: '/api/customer/V2/getCarCount',
      body: { filterString: '50?3|fuel?2|year?2012,|km?,80000' },
      firstPage: true,
      bodyAt: () => ({
        filterString: `50?3|fuel?2|year?${2005 + Math.floor(Math.random() * 15)},|km?,${20000 + Math.floor(Math.random() * 150000)}`,
      }),
    },
    {
      name: 'userLogin (argon2id)',
      method: 'POST',
      path: '/api/customer/userLogin',
      body: { mobileNo: '97000001', countryCode: '+229', password: 'Customer#2026' },
    },
  ];
}
