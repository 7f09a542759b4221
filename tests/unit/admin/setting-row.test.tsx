import { act, fireEvent, screen } from '@testing-library/react';
import { SettingRow } from '../../../src/admin/settings/setting-row';
import { fakeConsole, renderConsole } from './console-render';

afterEach(() => vi.restoreAllMocks());

const VALUES = {
  withdraw_fee_rate: '0.005',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  quotes_simulated: 'true',
};
const ok = { code: 200, msg: 'OK', data: {} };
const save = () => screen.getByRole('button', { name: 'Save' });

describe('a console setting', () => {
  it('takes the fee as a percentage with the member’s view, asks before saving money, sends the fraction', async () => {
    const calls = fakeConsole(() => ok);
    const onSaved = vi.fn();
    await renderConsole(<SettingRow name="withdraw_fee_rate" values={VALUES} onSaved={onSaved} />);
    const input = screen.getByLabelText(/^Withdrawal fee rate/);
    expect(input).toHaveProperty('value', '0.5');
    fireEvent.change(input, { target: { value: '0.6' } });
    expect(screen.getByText('Members will see: Fee (0.6%) 3.00 on a 500.00 withdrawal')).toBeTruthy();
    fireEvent.click(save());
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alertdialog').textContent).toContain('Withdrawal fee rate: this changes what members pay');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(calls).toEqual([{ name: 'configSet', body: { key: 'withdraw_fee_rate', value: '0.006' } }]);
    expect(onSaved).toHaveBeenCalledWith('withdraw_fee_rate', '0.006');
  });

  it('enables Save exactly when the value differs from the saved one, typing the original back included', async () => {
    fakeConsole(() => ok);
    await renderConsole(<SettingRow name="withdraw_min" values={VALUES} onSaved={() => {}} />);
    const input = screen.getByLabelText(/^Smallest withdrawal/);
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '150' } });
    expect(save()).toHaveProperty('disabled', false);
    expect(screen.getByText('Members will see: withdrawals from 150.00 to 50,000.00')).toBeTruthy();
    fireEvent.change(input, { target: { value: '100.00' } });
    expect(save()).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '100' } });
    expect(save()).toHaveProperty('disabled', true);
  });

  it('shows a boolean as a switch with its label, saved without asking, and a refusal once under the field', async () => {
    const calls = fakeConsole(() => ({
      code: 400,
      msg: 'Choose on or off',
      data: { fields: { value: 'Choose on or off' } },
    }));
    await renderConsole(<SettingRow name="quotes_simulated" values={VALUES} onSaved={() => {}} />);
    const toggle = screen.getByRole('switch', { name: /Simulated quotes/ });
    expect(toggle).toHaveProperty('checked', true);
    fireEvent.click(toggle);
    await act(async () => fireEvent.click(save()));
    expect(calls[0]?.body).toEqual({ key: 'quotes_simulated', value: 'false' });
    expect(screen.getAllByText('Choose on or off')).toHaveLength(1);
  });

  it('takes a customer-service channel as members will read it on the service page, saved without asking', async () => {
    const calls = fakeConsole(() => ok);
    await renderConsole(
      <SettingRow name="service_phone" values={{ ...VALUES, service_phone: '+852 2345 6789' }} onSaved={() => {}} />,
    );
    const input = screen.getByLabelText(/^Customer service phone/);
    expect(input).toHaveProperty('inputMode', 'tel');
    fireEvent.change(input, { target: { value: '+852 3456 7890' } });
    expect(
      screen.getByText('Members will see on the customer service page — Customer service phone: +852 3456 7890'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    expect(
      screen.getByText('Members will no longer see Customer service phone on the customer service page'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(save()));
    expect(calls).toEqual([{ name: 'configSet', body: { key: 'service_phone', value: '' } }]);
  });

  it('shows no member preview under a refusal: the refused value is never what members see', async () => {
    fakeConsole(() => ({
      code: 400,
      msg: 'The smallest withdrawal must not exceed the largest',
      data: { fields: { value: 'The smallest withdrawal must not exceed the largest' } },
    }));
    await renderConsole(<SettingRow name="withdraw_min" values={VALUES} onSaved={() => {}} />);
    const input = screen.getByLabelText(/^Smallest withdrawal/);
    fireEvent.change(input, { target: { value: '750' } });
    expect(screen.getByText('Members will see: withdrawals from 750.00 to 50,000.00')).toBeTruthy();
    fireEvent.click(save());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(screen.getAllByText('The smallest withdrawal must not exceed the largest')).toHaveLength(1);
    expect(screen.queryByText(/Members will see/)).toBeNull();
    // another value is previewed again
    fireEvent.change(input, { target: { value: '700' } });
    expect(screen.getByText('Members will see: withdrawals from 700.00 to 50,000.00')).toBeTruthy();
  });
});
