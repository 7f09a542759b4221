import { routes as memberTable } from 'virtual:member-routes';
import { routeNamespaces, routesFor } from '../../../src/app/router';

// The member's table arrives once; a first attempt that fails (offline, a deploy between) is asked again.
const load = vi.hoisted(() => vi.fn());
vi.mock('virtual:routes', async (original) => ({
  ...(await original<typeof import('virtual:routes')>()),
  memberRoutes: load,
}));

describe("the member's route table", () => {
  it('is not needed for a visitor screen, is asked again after a failed load, then kept', async () => {
    await routesFor('/verify');
    expect(load).not.toHaveBeenCalled();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(routesFor('/my')).rejects.toThrow('Failed to fetch');
    // until it arrives a member's path is the 404 page's
    expect(routeNamespaces('/my')).toEqual(['status']);
    load.mockResolvedValueOnce({ routes: memberTable });
    await routesFor('/my');
    expect(routeNamespaces('/my')).toEqual(['account']);
    await routesFor('/trade');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
