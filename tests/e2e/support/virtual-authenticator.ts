import type { CDPSession } from 'playwright-core';

/** A phone's own authenticator: a platform one (internal), with resident keys and the owner's face or finger. */
export async function addVirtualAuthenticator(session: CDPSession): Promise<string> {
  await session.send('WebAuthn.enable');
  const options = {
    protocol: 'ctap2',
    transport: 'internal',
    hasResidentKey: true,
    hasUserVerification: true,
    isUserVerified: true,
    automaticPresenceSimulation: true,
  } as const;
  return (await session.send('WebAuthn.addVirtualAuthenticator', { options })).authenticatorId;
}
