import { act, render, screen } from '@testing-library/react';
import type { RiskWarning as Warning } from '../../../../contract/risk-warning';
import { RiskWarning } from '../../../../src/features/trade/components/risk-warning';
import { i18next } from '../../../../src/lib/i18n/i18n';
import { memberClient } from '../../../../src/lib/query/member-client';
import { fakeApi, ok, resetStore } from '../../support/fake-api';

const computedAt = '2026-11-25T00:10:00.000Z';
const ready: Warning = { state: 'ready', computedAt, accounts: 25, losingAccountsPercent: 72, losingOrdersPercent: 50 };
const tooFew: Warning = { state: 'tooFew', computedAt, accounts: 3, minimum: 20 };

const expected: Record<string, Record<Warning['state'], string>> = {
  'zh-Hant': {
    ready: '過去 12 個月，72% 的會員帳戶交易虧損，其訂單有 50% 虧損。數據計算於 2026/11/25。',
    tooFew: '過去 12 個月有交易的會員帳戶太少（3 個，至少需 20 個），無法得出虧損比例。統計於 2026/11/25。',
    none: '虧損會員帳戶的比例每天計算一次，目前尚未算出。',
  },
  'zh-Hans': {
    ready: '过去 12 个月，72% 的会员账户交易亏损，其订单有 50% 亏损。数据计算于 2026/11/25。',
    tooFew: '过去 12 个月有交易的会员账户太少（3 个，至少需 20 个），无法得出亏损比例。统计于 2026/11/25。',
    none: '亏损会员账户的比例每天计算一次，目前尚未算出。',
  },
  en: {
    ready:
      '72% of member accounts lost money trading in the last 12 months, and 50% of their orders lost. Figures of 25 Nov 2026.',
    tooFew:
      'Too few member accounts have traded in the last 12 months to say what share lost money (3; at least 20 are needed). Counted on 25 Nov 2026.',
    none: 'The share of member accounts that lose money is computed once a day and is not ready yet.',
  },
};

describe('risk warning', () => {
  afterEach(async () => {
    resetStore();
    await act(() => i18next.changeLanguage('zh-Hant'));
  });

  for (const language of Object.keys(expected)) {
    it(`says what the server computed, with its date, never a figure of its own (${language})`, async () => {
      await act(() => i18next.changeLanguage(language));
      for (const warning of [ready, tooFew, { state: 'none' } as const]) {
        fakeApi({ riskWarning: () => ok(warning) });
        const { unmount } = render(<RiskWarning />);
        expect((await screen.findByTestId('risk-warning')).textContent).toBe(expected[language]![warning.state]);
        unmount();
        // the next state is a new answer, not the cached one
        memberClient.cache.clear();
      }
    });
  }
});
