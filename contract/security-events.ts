/**
 * What the event stream's `security` topic tells a member of (server/services/members/security-events.ts writes them, the
 * app shows each as a notice, a push channel sends the same kinds): each an `event.kind`.
 */
export const SECURITY_KINDS = ['passkeyAdded', 'passkeyRemoved', 'passkeySignIn', 'walletAdded', 'cardAdded'] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];
