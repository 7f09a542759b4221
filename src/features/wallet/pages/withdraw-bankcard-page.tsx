import { WithdrawMethod } from '../components/withdraw-method';

export default function WithdrawBankcardPage() {
  return <WithdrawMethod kind="bank" titleKey="title.withdrawBankcard" />;
}
