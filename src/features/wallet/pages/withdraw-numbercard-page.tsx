import { WithdrawMethod } from '../components/withdraw-method';

export default function WithdrawNumbercardPage() {
  return <WithdrawMethod kind="wallet" titleKey="title.withdrawNumbercard" />;
}
