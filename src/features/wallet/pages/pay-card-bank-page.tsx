import { PayAccountAdd } from '../components/pay-account-add';

export default function PayCardBankPage() {
  return <PayAccountAdd kind="bank" titleKey="title.payCardBank" />;
}
