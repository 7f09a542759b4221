import { act, fireEvent, screen } from '@testing-library/react';
import type { UserInfo } from '../../../../contract/member';
import type { Config } from '../../../../contract/content';
import type { Card } from '../../../../contract/wallet';
import { balanceAtom, configAtom, tokenAtom, userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { resetStore, siteConfig } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

/** A saved bank card as the cards call lists it. */
export const card: Card = {
  id: 5,
  kind: 'bank',
  bankName: '匯豐銀行',
  holder: '陳大文',
  numberMasked: '**** 6789',
  branch: '',
  label: '',
  isDefault: false,
  createdAt: '2026-11-02T08:00:00.000Z',
  coolsUntil: null,
};

/** The site's config with one deposit channel; the limits and fee rate are the demo's. */
export const config: Config = {
  ...siteConfig,
  deposit_channels: [
    { method: 'bankcard', title: '銀行轉帳', instructions: '請轉帳至以下帳戶', account: 'HSBC 123-456789-001' },
  ],
};

export const member: UserInfo = userInfoFixture({
  account: 'member_7',
  nickname: '小明',
  balance: '10000.00',
  hasTradePassword: true,
  createdAt: '2026-11-01T08:00:00.000Z',
});

/** A signed-in member with config loaded, as the app has them before a money screen renders. */
export function signedIn(overrides: Partial<UserInfo> = {}) {
  resetStore();
  const info = { ...member, ...overrides };
  appStore.set(configAtom, config);
  appStore.set(tokenAtom, 'tok-7');
  appStore.set(userInfoAtom, info);
  appStore.set(balanceAtom, { balance: info.balance, frozen: info.frozen, termBalance: info.termBalance });
  return info;
}

/** The input a label names (antd-mobile repeats an input's aria-label on its wrapper). */
export function field(label: string): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element instanceof HTMLInputElement);
  if (!input) throw new Error(`no input "${label}"`);
  return input as HTMLInputElement;
}
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const valueOf = (label: string) => field(label).value;
export const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

/** Types into antd-mobile's passcode input (its hidden native input takes what the number keyboard would). */
export function typePasscode(label: string, value: string) {
  const input = screen.getByRole('button', { name: label }).querySelector('input');
  if (!input) throw new Error(`no passcode input "${label}"`);
  fireEvent.change(input, { target: { value } });
}

/** A promise the test settles by hand: a request that is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
