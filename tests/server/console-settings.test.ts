import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness();
  token = (await signedInOperator(h, 'admin')).token;
});
afterAll(() => h.close());

const set = (key: string, value: string, language = 'en') =>
  adminCall(h, 'configSet', { key, value }, token, { 'accept-language': language });

describe('console settings have kinds, bounds and a consistency rule', () => {
  it('refuses a fee rate above 5 % with the reason under the field, in the operator language', async () => {
    const tooHigh = await set('withdraw_fee_rate', '5');
    expect(tooHigh).toMatchObject({ code: 400, msg: 'The fee rate must be between 0 and 5%' });
    expect(tooHigh.data.fields.value).toBe('The fee rate must be between 0 and 5%');
    expect((await set('withdraw_fee_rate', '0.0501', 'zh-Hant')).data.fields.value).toBe('手續費率須介於 0 與 5% 之間');
    expect((await set('withdraw_fee_rate', '-0.01')).data.fields.value).toBe(
      'Enter a percentage with at most 4 decimals',
    );
    expect((await set('withdraw_fee_rate', '0.05')).code).toBe(200);
    expect((await set('withdraw_fee_rate', '0.006')).code).toBe(200);
    expect((await h.call('configs', {})).data.withdraw_fee_rate).toBe('0.006');
  });

  it('keeps the smallest withdrawal at or below the largest, from either side', async () => {
    expect((await set('withdraw_max', '50000.00')).code).toBe(200);
    const minUp = await set('withdraw_min', '60000.00', 'zh-Hans');
    expect(minUp).toMatchObject({ code: 400 });
    expect(minUp.data.fields.value).toBe('最低出金 60000.00 不能高于最高出金 50000.00');
    expect((await set('withdraw_min', '200.00')).code).toBe(200);
    expect((await set('withdraw_max', '199.99')).data.fields.value).toBe(
      'The smallest withdrawal 200.00 cannot be above the largest 199.99',
    );
    expect((await set('withdraw_max', '200.00')).code).toBe(200);
    expect((await set('withdraw_min', '0')).data.fields.value).toBe('Enter an amount above 0, such as 100.00');
    const config = (await h.call('configs', {})).data;
    expect([config.withdraw_min, config.withdraw_max]).toEqual(['200.00', '200.00']);
  });

  it('takes only on or off for a switch and a link for a link', async () => {
    expect((await set('quotes_simulated', 'yes')).data.fields.value).toBe('Choose on or off');
    expect((await set('quotes_simulated', 'false')).code).toBe(200);
    expect((await set('kefu_link', 'javascript:alert(1)')).data.fields.value).toBe(
      'Enter a link starting with https:// or /',
    );
    expect((await set('kefu_link', '//evil.example')).code).toBe(400);
    expect((await set('kefu_link', 'https://chat.example/room')).code).toBe(200);
    expect((await set('download_url', '')).code).toBe(200);
    expect((await set('img_url', '')).code).toBe(400);
  });
});
