import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const page = async (lang: string) =>
  (await h.app.inject({ method: 'GET', url: '/customer-service', headers: { cookie: `lang=${lang}` } })).body;

describe('the demo customer-service page', () => {
  it("lists the configured channels in the member's language and hides the empty ones", async () => {
    const admin = await signedInOperator(h, 'admin');
    const set = (key: string, value: string) => adminCall(h, 'configSet', { key, value }, admin.token);
    expect((await set('service_phone', '+852 2345 6789')).code).toBe(200);
    expect((await set('service_email', 'help@example.com')).code).toBe(200);
    expect((await set('service_chat_link', '')).code).toBe(200);

    const en = await page('en');
    expect(en).toContain('Contact us');
    expect(en).toContain('href="tel:+85223456789"');
    expect(en).toContain('href="mailto:help@example.com"');
    expect(en).toContain('09:00–21:00 (UTC+8)');
    expect(en).not.toContain('Chat with us');
    expect(await page('zh-Hans')).toContain('联系我们');
    expect(await page('zh-Hant')).toContain('聯絡我們');

    expect((await set('service_chat_link', 'https://chat.example.com/room')).code).toBe(200);
    expect(await page('en')).toContain('href="https://chat.example.com/room"');
    for (const key of ['service_phone', 'service_email', 'service_hours', 'service_chat_link']) {
      expect((await set(key, '')).code).toBe(200);
    }
    expect(await page('en')).not.toContain('Contact us');
  });

  it('refuses a channel that is not of its kind, with a 400', async () => {
    const admin = await signedInOperator(h, 'admin');
    const set = (key: string, value: string) => adminCall(h, 'configSet', { key, value }, admin.token);
    for (const [key, value] of [
      ['service_chat_link', 'javascript:alert(1)'],
      ['service_phone', 'call me'],
      ['service_email', 'nobody'],
      ['service_hours', 'x'.repeat(61)],
    ] as const) {
      expect((await set(key, value)).code, key).toBe(400);
    }
  });
});
