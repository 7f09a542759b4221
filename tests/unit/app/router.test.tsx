import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { routes as memberRoutes } from 'virtual:member-routes';
import { AppRoutes, routeLoads, routesFor, visitorRoutes } from '../../../src/app/router';
import { i18next } from '../../../src/lib/i18n/i18n';
import en from '../../../src/lib/i18n/locales/en/common.json';
import zhHans from '../../../src/lib/i18n/locales/zh-Hans/common.json';
import zhHant from '../../../src/lib/i18n/locales/zh-Hant/common.json';

// Spec section 2 (with its sub-routes spelled out) + decisions.md.
const SPEC_PATHS = [
  '/',
  '/home',
  '/home/swiper',
  '/home/notice',
  '/home/debt/walletnav',
  '/home/debt/tradenav',
  '/home/debt/headertitle',
  '/home/debt/detailbtn',
  '/zixun',
  '/home/news',
  '/home/news/detail',
  '/auth/login',
  '/auth/register',
  // issue 32: a forgotten password, with an operator's one-time reset code
  '/auth/reset',
  '/verify',
  '/404',
  '/maintain',
  '/customer',
  '/market',
  '/market/linechart',
  '/market/dynatictable',
  '/trade',
  '/trade/roomdetail',
  '/trade/roomdetail/issues',
  '/trade/randomtradecount',
  '/trade/totalbalance',
  '/trade/totalbalance2',
  '/deposit',
  '/deposit/totalbalance',
  '/my',
  '/my/info',
  '/my/walletnav',
  '/my/oftennav',
  '/my/usercenter',
  '/my/usercenter/baseinfo',
  '/my/usercenter/loginpassword',
  '/my/usercenter/tradepassword',
  '/my/usercenter/paycard',
  ...['number', 'numbercard', 'hkbank', 'hkcard', 'bank', 'bankcard'].map((v) => `/my/usercenter/paycard/${v}`),
  '/my/deposit',
  ...['numbercard', 'metalcard', 'hkbankcard', 'bankcard'].map((v) => `/my/deposit/${v}`),
  '/my/withdraw',
  ...['balance', 'numbercard', 'hkbankcard', 'bankcard'].map((v) => `/my/withdraw/${v}`),
  ...['withdrawrecord', 'traderecord', 'terminalrecord', 'rechargerecord', 'ledgerrecord'].flatMap((r) => [
    `/my/${r}`,
    `/my/${r}/detail`,
  ]),
  '/my/setting',
  // issue 44: a member in control
  '/my/statements',
  '/my/limits',
  '/my/breaks',
];

const lookup = (catalog: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

const routes = [...visitorRoutes, ...memberRoutes];

describe('the route table', () => {
  it('has exactly the spec routes, each once, in lower case', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    for (const path of paths) expect(path).toBe(path.toLowerCase());
  });

  it('puts the five tabs in the default layout and the detail pages in the user layout', () => {
    const layoutOf = (path: string) => routes.find((route) => route.path === path)?.layout;
    expect(['/', '/trade', '/customer', '/zixun', '/my'].map(layoutOf)).toEqual(Array(5).fill('default'));
    expect(routes.filter((route) => route.path.endsWith('/detail')).every((route) => route.layout === 'user')).toBe(
      true,
    );
    expect([layoutOf('/verify'), layoutOf('/404'), layoutOf('/auth/login')]).toEqual(['verify', 'blank', 'auth']);
  });

  it("keeps a new visitor's screens in the start-up code and the member's in a chunk of their own", () => {
    expect(visitorRoutes.map((route) => route.layout).sort()).toEqual(
      ['auth', 'auth', 'auth', 'blank', 'blank', 'verify'].sort(),
    );
    expect(memberRoutes.every((route) => route.layout === 'default' || route.layout === 'user')).toBe(true);
  });

  it.each([
    ['zh-Hant', zhHant],
    ['zh-Hans', zhHans],
    ['en', en],
  ])('every route has a document title in %s', (_lng, catalog) => {
    for (const route of routes) expect(lookup(catalog, route.titleKey), route.path).toEqual(expect.any(String));
  });
});

describe('routeLoads', () => {
  it('gives a path its three starts, each its own part, so boot can run them in tasks of their own', async () => {
    await routesFor('/my');
    const catalogs = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    try {
      const [layout, page, catalog] = routeLoads('/my');
      expect(catalogs).not.toHaveBeenCalled();
      void layout();
      void page();
      expect(catalogs).not.toHaveBeenCalled();
      void catalog();
      expect(catalogs).toHaveBeenCalledExactlyOnceWith(routes.find((route) => route.path === '/my')?.ns);
      // a path outside the table loads the 404 page's catalog
      void routeLoads('/nowhere')[2]();
      expect(catalogs).toHaveBeenLastCalledWith('status');
    } finally {
      catalogs.mockRestore();
    }
  });

  it('once they settle, the first render draws the page at once: no fallback replaces what was on screen', async () => {
    await Promise.all(routeLoads('/404').map((start) => start()));
    render(
      <MemoryRouter initialEntries={['/404']}>
        <Suspense fallback="fallback">
          <AppRoutes />
        </Suspense>
      </MemoryRouter>,
    );
    // render() commits once, synchronously: a part still loading would show the fallback here
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByRole('heading', { name: '找不到這個頁面' })).toBeTruthy();
  });
});
