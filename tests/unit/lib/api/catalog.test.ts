import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAllCar,
  getCarDetail,
  getDealerInfo,
  getMyWishList,
  getPage,
  getRecommended,
  saveWishlist,
  searchCars,
} from '../../../../src/lib/api/catalog.ts';
import { getMasters } from '../../../../src/lib/api/masters.ts';
import { configureApiClient } from '../../../../src/lib/api/client.ts';
import { SORT } from '../../../../src/lib/filter-string.ts';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Points the client at a fake fetch that records the request and answers `data`. */
function answer(data: unknown, message = 'Success'): Sent[] {
  const sent: Sent[] = [];
  configureApiClient({
    baseUrl: '',
    getToken: () => null,
    fetch: async (url, init) => {
      sent.push({
        url: String(url),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return new Response(JSON.stringify({ status: 200, message, data }), { status: 200 });
    },
  });
  return sent;
}
afterEach(() => configureApiClient({ fetch: (...args) => globalThis.fetch(...args) }));

describe('catalogue calls send the spec’s payloads', () => {
  it('getAllCar and getCarDetail', async () => {
    const sent = answer({ rowCount: 0, carList: [] });
    await getAllCar({ take: 12, skip: 24, sort: 75, filter: '150?3', dealerId: 4 });
    await getCarDetail(9);
    expect(sent).toEqual([
      {
        url: '/api/customer/V2/getAllCar?lang=en',
        method: 'POST',
        body: { take: 12, skip: 24, VehicalId: 0, sortString: '75', filterString: '150?3', DealerId: 4 },
      },
      {
        url: '/api/customer/V2/getAllCar?lang=en',
        method: 'POST',
        body: { take: 0, skip: 0, VehicalId: 9, sortString: '0', filterString: '', DealerId: 0 },
      },
    ]);
  });

  it('searchCars, getRecommended and getMyWishList', async () => {
    const sent = answer({});
    await searchCars('corolla', { take: 12, skip: 0 });
    await getRecommended();
    await getMyWishList({ take: 10, skip: 10 });
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/customer/carSearchText?lang=en', { searchString: 'corolla', take: 12, skip: 0 }],
      ['/api/customer/getRecommendedCar?lang=en', { take: 10, skip: 0 }],
      ['/api/customer/getMyWishList?lang=en', { take: 10, skip: 10 }],
    ]);
  });

  it('searchCars sends a filter and a sort only when they narrow (issue 22)', async () => {
    const sent = answer({});
    await searchCars('corolla', { take: 12, skip: 24 }, undefined, { filter: '50?2', sort: SORT.priceAsc });
    await searchCars('corolla', { take: 12, skip: 0 }, undefined, { filter: '', sort: SORT.none });
    expect(sent.map((s) => s.body)).toEqual([
      { searchString: 'corolla', take: 12, skip: 24, filterString: '50?2', sortString: '75' },
      { searchString: 'corolla', take: 12, skip: 0 },
    ]);
  });

  it('getMasters picks the pair of each kind', async () => {
    const sent = answer({ userDetail: [{ Id: 1, MakerName: 'Kia' }] });
    expect(await getMasters('brands')).toEqual([{ Id: 1, MakerName: 'Kia' }]);
    await getMasters('ads');
    await getMasters('contact');
    await getMasters('models', 3);
    await getMasters('optionalEquipment');
    expect(sent.map((s) => s.url)).toEqual([
      '/api/open/getMasters/0/10?lang=en',
      '/api/open/getMasters/0/-1?lang=en',
      '/api/open/getMasters/0/160?lang=en',
      '/api/open/getMasters/3/20?lang=en',
      '/api/open/getMasters/20/70?lang=en',
    ]);
  });

  it("every call that answers reference names sends the page's language (es is sp), or the one it is given", async () => {
    const sent = answer({ rowCount: 0, carList: [], detail: [], userDetail: [] });
    vi.stubGlobal('document', { documentElement: { lang: 'es' }, cookie: '' });
    try {
      await getAllCar({ take: 12, skip: 0 });
      await getCarDetail(9);
      await searchCars('corolla', { take: 12, skip: 0 });
      await getRecommended();
      await getMyWishList({ take: 10, skip: 0 });
      await getMasters('bodyTypes');
      await getDealerInfo(7);
      await getMasters('countries', undefined, { lang: 'fr' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent.map((s) => new URL(s.url, 'http://x').searchParams.get('lang'))).toEqual([
      'sp',
      'sp',
      'sp',
      'sp',
      'sp',
      'sp',
      'sp',
      'fr',
    ]);
  });

  it('getDealerInfo, getPage and saveWishlist', async () => {
    const sent = answer({ detail: [{ DealerId: 2 }], pdata: '<p>x</p>' }, 'Car added to your wish list');
    expect(await getDealerInfo(7)).toEqual({ DealerId: 2 });
    await getDealerInfo(0, { dealerId: 2 });
    expect(await getPage('PrivacyPolicy', 'fr')).toBe('<p>x</p>');
    expect((await saveWishlist(7, 1)).message).toBe('Car added to your wish list');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/customer/getDealerInfo/7?lang=en',
      'GET /api/customer/getDealerInfo/0?dealerId=2&lang=en',
      'GET /api/open/getPage/PrivacyPolicy?lang=fr',
      'GET /api/customer/saveCarWishlist/7/1',
    ]);
  });
});
