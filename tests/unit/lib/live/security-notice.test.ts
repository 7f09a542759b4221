import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { formatDateTime } from '../../../../src/lib/format/time';
import { applyEvent } from '../../../../src/lib/live/apply-event';
import { memberClient } from '../../../../src/lib/query/member-client';
import { tokenAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';

const alert = vi.fn(async (_props: { title: string; content: ReactElement }) => undefined);
vi.mock('../../../../src/lib/antd-imperative', () => ({
  loadImperative: async () => ({ default: { alert } }),
}));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** As the server tags the session that acted (server/services/members/security-events.ts, deviceTag). */
const tagOf = (token: string) => sha256(`device:${sha256(token)}`).slice(0, 16);
const event = { kind: 'passkeyAdded', name: 'Pixel 9', at: '2026-11-29T08:00:00.000Z' };

beforeEach(() => {
  alert.mockClear();
  appStore.set(tokenAtom, 'tok-this-phone');
});

describe('a security event on the stream', () => {
  it('is a notice on another device: what, when, and what to do if it was not the member', async () => {
    applyEvent(memberClient, 'security', { ...event, device: tagOf('tok-other-phone') });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    const shown = alert.mock.calls[0]![0];
    expect(shown.title).toBe('已新增通行密鑰');
    const { container } = render(shown.content);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      `通行密鑰「Pixel 9」已於 ${formatDateTime(event.at)} 新增至你的帳戶。`,
      '如非本人操作，請立即聯絡客服，移除你不認得的通行密鑰，並更改密碼。',
    ]);
  });

  it('is one when customer service did it (no device)', async () => {
    applyEvent(memberClient, 'security', { ...event, kind: 'passkeyRemoved', device: null });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
  });

  it('is none on the device that did it, nor for a kind the app has no words for', async () => {
    applyEvent(memberClient, 'security', { ...event, device: tagOf('tok-this-phone') });
    applyEvent(memberClient, 'security', { ...event, kind: 'somethingNew', device: null });
    applyEvent(memberClient, 'security', { ...event, kind: 'cardAdded', device: tagOf('tok-other-phone') });
    // the last one is shown: the two before it, which came first, were not
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]![0].title).toBe('已新增銀行卡');
  });
});
