import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import BaseInfoPage from '../../../../src/features/account/pages/base-info-page';
import { userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { toast } from '../../../../src/lib/toast';
import { fail, fakeApi, ok, renderRoutes } from '../../support/fake-api';
import { member, signedIn, submit, type, valueOf } from '../wallet/money-fixtures';

// antd-mobile's imperative toast needs the app's React 19 renderer; here it is a spy
vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const routes = [{ path: '/my/usercenter/baseinfo', Component: BaseInfoPage }];
const open = () => renderRoutes(routes, '/my/usercenter/baseinfo');
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('選擇圖片', { selector: 'input' }), { target: { files: [file] } });

beforeEach(() => {
  signedIn();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('profile', () => {
  it('says there is nothing to update when nothing changed, and checks phone and email as typed', async () => {
    const sent = fakeApi({ userInfo: () => ok(member) });
    open();
    await submit('儲存資料');
    expect(screen.getByRole('alert').textContent).toBe('沒有需要更新的內容');
    type('電話', 'abc');
    expect(screen.getByText('請輸入有效的電話號碼')).toBeTruthy();
    type('電郵', 'not-an-email');
    expect(screen.getByText('請輸入有效的電郵地址')).toBeTruthy();
    type('暱稱', '');
    expect(screen.getByText('暱稱需為 1 至 20 個字')).toBeTruthy();
    expect(sent.filter((request) => request.call !== 'userInfo')).toHaveLength(0);
  });

  it('sends only what changed and shows the saved profile', async () => {
    const saved = { ...member, nickname: '大明', phone: '+852 5123 4567' };
    let current = member;
    const sent = fakeApi({ updateUserInfo: () => ((current = saved), ok(saved)), userInfo: () => ok(current) });
    open();
    type('暱稱', '大明');
    type('電話', '+852 5123 4567');
    await submit('儲存資料');
    expect(sent.find((request) => request.call === 'updateUserInfo')?.body).toEqual({
      nickname: '大明',
      phone: '+852 5123 4567',
    });
    await vi.waitFor(() => expect(appStore.get(userInfoAtom)?.nickname).toBe('大明'));
    expect(valueOf('暱稱')).toBe('大明');
    expect(toast).toHaveBeenCalledWith('資料已儲存');
  });

  it('keeps what was typed when the server refuses', async () => {
    fakeApi({ updateUserInfo: () => fail(400, '輸入無效', { fields: { email: '請輸入有效的電郵地址' } }) });
    open();
    type('電郵', 'a@b.co');
    await submit('儲存資料');
    expect(await screen.findByText('請輸入有效的電郵地址')).toBeTruthy();
    expect(valueOf('電郵')).toBe('a@b.co');
  });
});

describe('avatar', () => {
  it('refuses a wrong type and a file over 2 MiB before sending anything', async () => {
    const sent = fakeApi({ userInfo: () => ok(member) });
    open();
    choose(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('只能上傳 PNG、JPEG 或 WebP 圖片');
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('圖片不能超過 2 MB');
    expect(screen.queryByRole('button', { name: '上傳頭像' })).toBeNull();
    expect(sent.map((request) => request.call)).not.toContain('uploadAvatar');
  });

  it('previews the chosen picture, uploads it as multipart field "file" and shows the new avatar', async () => {
    const requests: { url: string; body: unknown; token: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ url: String(url), body: init.body, token: new Headers(init.headers).get('token') });
        const data = String(url).endsWith('/api/uploadAvatar')
          ? { avatar: '/uploads/a1.png' }
          : { ...member, avatar: '/uploads/a1.png' };
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200 });
      }),
    );
    open();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    choose(file);
    expect(screen.getByAltText('頭像').getAttribute('src')).toBe('blob:preview');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上傳頭像' })));
    const upload = requests.find((request) => request.url.endsWith('/api/uploadAvatar'));
    expect(upload?.token).toBe('tok-7');
    expect((upload?.body as FormData).get('file')).toBe(file);
    await vi.waitFor(() => expect(appStore.get(userInfoAtom)?.avatar).toBe('/uploads/a1.png'));
    expect(screen.queryByRole('button', { name: '上傳頭像' })).toBeNull();
    expect(toast).toHaveBeenCalledWith('頭像已更新');
  });

  it('shows the server refusal of an upload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 400, msg: '圖片格式不支援', data: {} }), { status: 200 })),
    );
    open();
    choose(new File(['png'], 'me.png', { type: 'image/png' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上傳頭像' })));
    expect((await screen.findByRole('alert')).textContent).toBe('圖片格式不支援');
  });
});
