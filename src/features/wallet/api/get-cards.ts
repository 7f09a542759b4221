import type { CardKind } from '../../../../contract/wallet';
import { request } from '../../../lib/api-client';

/** The member's saved bank cards of one kind (a member keeps a handful: one page holds them all). */
export function getCards(kind: CardKind) {
  return request('cards', { kind, pageSize: 100 });
}
