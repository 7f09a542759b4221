import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { TermProduct } from '../../../../contract/term';
import { MoveInForm } from '../../../../src/features/term-deposit/components/move-in-form';
import { balanceAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { fakeApi, ok, recordKey } from '../../support/fake-api';

const product: TermProduct = {
  id: 3,
  name: '90 天',
  days: 90,
  annualRate: '0.0365',
  minAmount: '100.00',
  maxAmount: '50000.00',
};

function renderForm() {
  render(
    <Provider store={appStore}>
      <MoveInForm product={product} onDone={vi.fn()} />
    </Provider>,
  );
}
const type = (value: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value } });
const preview = () => screen.getByTestId('interest-preview').textContent;

describe('move-in interest preview', () => {
  beforeEach(() => appStore.set(balanceAtom, { balance: '20000.00', frozen: '0.00', termBalance: '0.00' }));

  it('shows the exact interest in cents, half up', () => {
    renderForm();
    expect(preview()).toBe('輸入金額，查看 90 天到期可得的利息');
    // 12,345.67 × 0.0365 × 90 / 365 = 111.11103 → 111.11
    type('12,345.67');
    expect(preview()).toBe('90 天到期利息 111.11，本息合計 12,456.78');
    // 1,000.00 × 0.0365 × 90 / 365 = 9.00 exactly
    type('1000');
    expect(preview()).toBe('90 天到期利息 9.00，本息合計 1,009.00');
    // 150.00 × 0.0365 × 90 / 365 = 1.35 exactly; 150.01 → 1.350135 → 1.35
    type('150.01');
    expect(preview()).toBe('90 天到期利息 1.35，本息合計 151.36');
    // 1.40 × 0.0365 × 90 / 365 = 0.0126 → 0.01
    type('1.40');
    expect(preview()).toBe('90 天到期利息 0.01，本息合計 1.41');
  });

  it('says nothing is earned for text that is not an amount', () => {
    renderForm();
    type('12.345');
    expect(preview()).toBe('輸入金額，查看 90 天到期可得的利息');
  });
});

describe('moving in asks first', () => {
  beforeEach(() => appStore.set(balanceAtom, { balance: '20000.00', frozen: '0.00', termBalance: '0.00' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows amount, rate, maturity, what comes back and the risk; sends only when confirmed', async () => {
    const position = {
      id: 9,
      ref: 'M1Q7V-3ZK8D',
      key: recordKey(1),
      productId: 3,
      name: '90 天',
      amount: '1000.00',
      annualRate: '0.0365',
      startAt: '2026-11-25T08:00:00.000Z',
      maturesAt: '2026-02-23T08:00:00.000Z',
      status: 'active',
      interest: '9.00',
      accrued: '0.00',
    };
    const sent = fakeApi({ moveIn: () => ok(position) });
    renderForm();
    type('1000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '確認轉入' })));
    const sheet = await screen.findByTestId('money-confirm', {}, { timeout: 5000 });
    expect(sheet.textContent).toContain('轉入金額1,000.00');
    expect(sheet.textContent).toContain('年化 3.65%');
    expect(sheet.textContent).toMatch(/到期日.*（90 天後）/);
    expect(sheet.textContent).toContain('到期可得1,009.00（利息 9.00）');
    expect(sheet.textContent).toContain('資金鎖定至到期；提前轉出不計利息。');
    expect(sent).toEqual([]);
    const dialog = sheet.closest('[role="dialog"]') as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '確認轉入' })));
    await waitFor(() => expect(sent.map((r) => r.call)).toEqual(['moveIn']));
    expect(sent[0]?.body).toEqual({ productId: 3, amount: '1000' });
  });
});
