import { DepositMethod } from '../components/deposit-method';

export default function DepositHkbankcardPage() {
  return <DepositMethod method="hkbankcard" titleKey="title.depositHkbankcard" />;
}
