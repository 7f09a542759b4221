import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('the digital-currency deposit address', () => {
  it('comes from the settings to every member, with its network; a malformed address is refused in words', async () => {
    const admin = await signedInOperator(h, 'admin');
    const set = (key: string, value: string, lang = 'en') =>
      adminCall(h, 'configSet', { key, value }, admin.token, { 'accept-language': lang });
    const refused = await set('crypto_deposit_address', 'not an address!', 'zh-Hant');
    expect(refused.code).toBe(400);
    expect(JSON.stringify(refused)).toContain('錢包地址');
    expect((await set('crypto_deposit_address', 'TQ7demoAddressOfTheServer00001')).code).toBe(200);
    expect((await set('crypto_deposit_network', 'TRON (TRC20) · USDT')).code).toBe(200);
    expect((await set('crypto_deposit_network', '<b>x</b>')).code).toBe(400);

    // the console edits what members get: a setting never saved shows its default there too
    const consoleValues = await adminCall(h, 'config', {}, admin.token);
    expect(consoleValues.data.values).toMatchObject({
      crypto_deposit_address: 'TQ7demoAddressOfTheServer00001',
      service_hours: '09:00–21:00 (UTC+8)',
    });

    const configs = await h.call('configs', {});
    expect(configs.data).toMatchObject({
      crypto_deposit_address: 'TQ7demoAddressOfTheServer00001',
      crypto_deposit_network: 'TRON (TRC20) · USDT',
    });
  });
});
