import * as z from 'zod/mini';
import { operatorRole, signInBody, signInData } from '../admin';
import { emptySchema } from '../envelope';
import { ceremonyOptions, newPasskeyBody, passkeyItem } from '../passkeys';
import { consoleCall } from './console-spec';

/** Who is signed in: the console's header and what the role opens. */
export const meData = z.object({ account: z.string(), role: operatorRole, passkeyNeeded: z.boolean() });

export const authCalls = {
  signIn: consoleCall('open', signInBody, signInData),
  signOut: consoleCall(null, emptySchema, emptySchema),
  me: consoleCall(null, emptySchema, meData),
  /** WebAuthn's registration options, within minutes of signing in with both factors */
  passkeyOptions: consoleCall(null, emptySchema, ceremonyOptions),
  addPasskey: consoleCall(null, newPasskeyBody, passkeyItem, { invalidates: ['me'] }),
};
