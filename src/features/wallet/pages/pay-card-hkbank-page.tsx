import { PayAccountAdd } from '../components/pay-account-add';

export default function PayCardHkbankPage() {
  return <PayAccountAdd kind="hkbank" titleKey="title.payCardHkbank" />;
}
