import { DepositMethod } from '../components/deposit-method';

export default function DepositNumbercardPage() {
  return <DepositMethod method="numbercard" titleKey="title.depositNumbercard" />;
}
