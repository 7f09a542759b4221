import { DepositMethod } from '../components/deposit-method';

export default function DepositMetalcardPage() {
  return <DepositMethod method="metalcard" titleKey="title.depositMetalcard" />;
}
