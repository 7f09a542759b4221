// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CALL_INDEX, movesMoney, needsToken, type CallName } from '../../../contract/call-index';
import { calls } from '../../../contract/calls';
import { fieldErrors, validationMessages } from '../../../contract/messages';

describe('the call map', () => {
  it('marks exactly the money-moving calls as idempotent', () => {
    const idem = Object.entries(calls)
      .filter(([, c]) => c.idem)
      .map(([name]) => name)
      .sort();
    expect(idem).toEqual(['cancelWithdraw', 'moveIn', 'moveOut', 'order', 'recharge', 'withdraw']);
  });

  it('needs no token only for the open calls of api.md', () => {
    const open = Object.entries(calls)
      .filter(([, c]) => !c.auth)
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(
      [
        'advertisingBoard',
        'carousels',
        'configs',
        'kline',
        'login',
        'markets',
        'new',
        'news',
        'notice',
        'register',
        'resetPassword',
        'riskWarning',
        'rooms',
      ].sort(),
    );
  });

  it("holds each call of the index once, in the index's group, with what the index says it needs", async () => {
    const groups = new Set(Object.values(CALL_INDEX).map(([group]) => group));
    const seen: string[] = [];
    for (const group of groups) {
      const specs = (await import(`../../../contract/call-groups/${group}.ts`)) as Record<string, object>;
      const names = Object.keys(Object.values(specs)[0]!);
      for (const name of names) expect(CALL_INDEX[name as CallName]?.[0], name).toBe(group);
      seen.push(...names);
    }
    expect(seen.sort()).toEqual(Object.keys(CALL_INDEX).sort());
    for (const name of Object.keys(CALL_INDEX) as CallName[]) {
      expect({ auth: calls[name].auth, idem: calls[name].idem }, name).toEqual({
        auth: needsToken(name),
        idem: movesMoney(name),
      });
    }
  });
});

describe('validation messages', () => {
  it('has every key in all three languages', () => {
    const keys = Object.keys(validationMessages['zh-Hant']).sort();
    expect(Object.keys(validationMessages['zh-Hans']).sort()).toEqual(keys);
    expect(Object.keys(validationMessages.en).sort()).toEqual(keys);
  });

  it('names each bad field of a registration in the language asked for', () => {
    const result = calls.register.body.safeParse({ account: 'a b', password: 'short', confirmPassword: 'other' });
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error?.issues ?? [], 'zh-Hant');
    expect(fields).toEqual({
      account: '帳號需為 4 至 20 位英文字母、數字或底線',
      password: '密碼需為 8 至 64 位，且同時包含字母和數字',
      confirmPassword: '兩次輸入的密碼不一致',
    });
  });

  it('checks wallet addresses by chain', () => {
    const trc = 'T' + 'A'.repeat(33);
    expect(calls.addWallet.body.safeParse({ chain: 'TRC20', address: trc }).success).toBe(true);
    const wrong = calls.addWallet.body.safeParse({ chain: 'ERC20', address: trc });
    expect(fieldErrors(wrong.error?.issues ?? [], 'en')).toEqual({ address: 'Wallet address is not valid' });
  });

  it('says what is wrong, not something near it: too large, required, which field is too long', () => {
    const errors = (name: keyof typeof calls, body: unknown) =>
      fieldErrors(calls[name].body.safeParse(body).error?.issues ?? [], 'zh-Hant');
    expect(errors('recharge', { method: 'bankcard', amount: '99999999999999' })).toEqual({
      amount: '金額不能超過 1,000,000,000.00',
    });
    expect(errors('recharge', { method: 'bankcard', amount: '1.234' })).toEqual({
      amount: '請輸入有效金額（最多兩位小數）',
    });
    expect(errors('addWallet', { chain: 'TRC20', address: '  ' })).toEqual({ address: '此項必填' });
    expect(errors('recharge', { method: 'bankcard', amount: '1', reference: 'x'.repeat(67) })).toEqual({
      reference: '付款參考號不能超過 66 個字',
    });
    expect(errors('login', { account: 'demo\u0000', password: 'x' })).toEqual({ account: '不能包含控制字元' });
  });

  it('gives a generic message for a wrong type', () => {
    const result = calls.login.body.safeParse({ account: 5, password: 'x' });
    expect(fieldErrors(result.error?.issues ?? [], 'en').account).toBe('This field is required');
  });
});
