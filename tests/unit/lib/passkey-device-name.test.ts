import { deviceName } from '../../../src/lib/passkeys/api/passkey-client';

describe('a new passkey’s default name', () => {
  it('is the device and the browser the user agent names', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const pixel =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const windowsEdge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(deviceName(iphone)).toBe('iPhone · Safari');
    expect(deviceName(pixel)).toBe('Android · Chrome');
    expect(deviceName(windowsEdge)).toBe('Windows · Edge');
  });

  it('falls back to "Passkey" when it names neither', () => {
    expect(deviceName('curl/8.0')).toBe('Passkey');
  });
});
