// @vitest-environment node
import { ROUTE_TABLE, type RouteEntry } from '../../../contract/routes';
import { memberTableCode, visitorTableCode } from '../../../scripts/vite/route-table';

// A screen added for members, in a feature that has screens and in a new one.
const added: RouteEntry[] = [
  {
    path: '/my/new-screen',
    layout: 'user',
    titleKey: 'title.my',
    page: 'account/pages/new-screen-page',
    ns: 'account',
  },
  { path: '/extra', layout: 'default', titleKey: 'title.my', page: 'extra/pages/extra-page', ns: 'account' },
];

describe('the route table in the start-up code', () => {
  it("is a new visitor's screens only: a screen added for members leaves it as it was, byte for byte", () => {
    const before = visitorTableCode(ROUTE_TABLE);
    expect(visitorTableCode([...ROUTE_TABLE, ...added])).toBe(before);
    expect(memberTableCode([...ROUTE_TABLE, ...added])).not.toBe(memberTableCode(ROUTE_TABLE));
    expect(memberTableCode([...ROUTE_TABLE, ...added])).toContain('"/my/new-screen"');
  });

  it("names every visitor's screen and no member's, and loads the member's table by one import", () => {
    const code = visitorTableCode();
    for (const route of ROUTE_TABLE) {
      const member = route.layout === 'default' || route.layout === 'user';
      expect(code.includes(JSON.stringify(route.path)), route.path).toBe(!member);
      expect(memberTableCode().includes(JSON.stringify(route.path)), route.path).toBe(member);
    }
    expect(code.match(/import\(/g)?.length).toBe(
      ROUTE_TABLE.filter((route) => route.layout !== 'default' && route.layout !== 'user').length + 2,
    );
    expect(code).toContain(`import("virtual:member-routes")`);
  });
});

describe("the route table's reads", () => {
  it("start a tab screen's break banner with the screen: every screen of the tab layout names its read", () => {
    const tabScreens = ROUTE_TABLE.filter((route) => route.layout === 'default');
    expect(tabScreens.length).toBeGreaterThan(4);
    for (const route of tabScreens) {
      expect(
        route.reads?.map(([call]) => call),
        route.path,
      ).toContain('breakState');
    }
  });
});
