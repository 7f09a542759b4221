import { PayAccountAdd } from '../components/pay-account-add';

export default function PayCardNumberPage() {
  return <PayAccountAdd kind="wallet" titleKey="title.payCardNumber" />;
}
