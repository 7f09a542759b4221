import { CALL_INDEX, type CallGroup, type CallName } from '../../../contract/call-index';
import type { Calls } from '../../../contract/calls';
import { memberCalls } from '../../../contract/call-groups/member';

// One import() per group of calls, written out so that the bundler makes each a chunk of its own: a screen loads
// the schemas of the calls it makes, not the whole contract (the server preloads those of a route's first reads).
const groups: { [M in CallGroup]: () => Promise<Partial<Calls>> } = {
  // the member's own reads are on every member screen: their schemas come with this code
  member: async () => memberCalls,
  auth: () => import('../../../contract/call-groups/auth').then((group) => group.authCalls),
  content: () => import('../../../contract/call-groups/content').then((group) => group.contentCalls),
  market: () => import('../../../contract/call-groups/market').then((group) => group.marketCalls),
  wallet: () => import('../../../contract/call-groups/wallet').then((group) => group.walletCalls),
  trade: () => import('../../../contract/call-groups/trade').then((group) => group.tradeCalls),
  term: () => import('../../../contract/call-groups/term').then((group) => group.termCalls),
  control: () => import('../../../contract/call-groups/control').then((group) => group.controlCalls),
  limits: () => import('../../../contract/call-groups/limits').then((group) => group.limitsCalls),
  breaks: () => import('../../../contract/call-groups/breaks').then((group) => group.breakCalls),
};

/** A call's schemas, its group loaded at its first use. Rejects when the group cannot be loaded. */
export async function specOf<N extends CallName>(call: N): Promise<Calls[N]> {
  const specs = await groups[CALL_INDEX[call][0]]();
  return specs[call] as Calls[N];
}
