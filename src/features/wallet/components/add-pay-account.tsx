import type { PayKind } from '../pay-accounts';
import { AddCardForm } from './add-card-form';
import { AddWalletForm } from './add-wallet-form';

/** The add form of a payout kind; tells the id of what was added. */
export function AddPayAccount({ kind, onAdded }: { kind: PayKind; onAdded: (id: number) => void }) {
  if (kind === 'wallet') return <AddWalletForm onAdded={(wallet) => onAdded(wallet.id)} />;
  return <AddCardForm kind={kind} onAdded={(card) => onAdded(card.id)} />;
}
