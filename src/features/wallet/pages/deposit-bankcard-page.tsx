import { DepositMethod } from '../components/deposit-method';

export default function DepositBankcardPage() {
  return <DepositMethod method="bankcard" titleKey="title.depositBankcard" />;
}
