import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import CustomerPage from '../../../../src/features/status/pages/customer-page';
import { configAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { renderRoutes, resetStore, siteConfig } from '../../support/fake-api';

const routes = [{ path: '/customer', Component: CustomerPage }];
const PAGE = `<!doctype html><html><body><header><a href="/">‹</a><h1>客服中心</h1></header>
<main><div class="intro"><p>以下是會員最常問的問題。</p></div>
<section><h2>入金多久到帳？</h2><p>審核後到帳。</p><a href="/my/rechargerecord">查看入金記錄 ›</a></section></main></body></html>`;

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Service tab', () => {
  it("shows this server's customer-service page inside the app, its links opening the app's screens", async () => {
    appStore.set(configAtom, { ...siteConfig, kefu_link: '/customer-service' });
    const fetchPage = vi.fn(() => Promise.resolve(new Response(PAGE, { headers: { 'content-type': 'text/html' } })));
    vi.stubGlobal('fetch', fetchPage);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderRoutes(routes, '/customer');
    expect(await screen.findByRole('heading', { name: '入金多久到帳？' })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith('/customer-service', expect.anything());
    // the app's own header names the page once; the server page's header and back arrow are not shown
    expect(screen.queryByText('‹')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '查看入金記錄 ›' })));
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('leaves for a link elsewhere in this window', async () => {
    appStore.set(configAtom, { ...siteConfig, kefu_link: 'https://help.example/chat' });
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderRoutes(routes, '/customer');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('https://help.example/chat'));
  });
});
