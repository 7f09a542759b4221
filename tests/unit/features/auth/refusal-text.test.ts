import { describe, expect, it } from 'vitest';
import { i18next } from '../../../../src/lib/i18n/i18n';
import { refusalText } from '../../../../src/features/auth/components/refusal-text';

describe('refusalText', () => {
  const t = i18next.getFixedT('zh-Hant', 'auth');
  const en = i18next.getFixedT('en', 'auth');

  it('is the server message alone when there is no wait', () => {
    expect(refusalText('帳號或密碼錯誤', undefined, t)).toBe('帳號或密碼錯誤');
    expect(refusalText(null, 30, t)).toBeNull();
  });

  it('adds the wait of a 429 in seconds under a minute and in whole minutes above', () => {
    expect(refusalText('嘗試次數過多，請稍後再試', 42, t)).toBe('嘗試次數過多，請於 42 秒後再試。');
    expect(refusalText('嘗試次數過多，請稍後再試', 61, t)).toBe('嘗試次數過多，請於 2 分鐘後再試。');
  });

  it('speaks English with plurals', async () => {
    await i18next.loadNamespaces('auth');
    await i18next.loadLanguages('en');
    expect(refusalText('Too many attempts. Try again later.', 1, en)).toBe(
      'Too many attempts. Try again in 1 second.',
    );
    expect(refusalText('Too many attempts. Try again later.', 900, en)).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});
