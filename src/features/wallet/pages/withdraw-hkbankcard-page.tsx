import { WithdrawMethod } from '../components/withdraw-method';

export default function WithdrawHkbankcardPage() {
  return <WithdrawMethod kind="hkbank" titleKey="title.withdrawHkbankcard" />;
}
