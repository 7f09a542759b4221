import * as z from 'zod/mini';
import {
  operatorActiveBody,
  operatorCreateBody,
  operatorResetBody,
  operatorRole,
  operatorRoleBody,
  passkeyPolicySetBody,
} from '../admin';
import { emptySchema, idSchema, isoTimeSchema } from '../envelope';
import { consoleCall } from './console-spec';

/** An operator as the admins' list shows them (never a password or a secret). */
export const operatorSummary = z.object({
  account: z.string(),
  role: operatorRole,
  active: z.boolean(),
  /** has an authenticator */
  enrolled: z.boolean(),
  mustChangePassword: z.boolean(),
});
export const operatorRow = z.object({
  id: idSchema,
  ...operatorSummary.shape,
  passkey: z.boolean(),
  createdAt: isoTimeSchema,
});
/** An operator after a change; a reset's temporary password is shown once, to the admin who passes it on. */
export const operatorChanged = z.object({ ...operatorSummary.shape, temporaryPassword: z.optional(z.string()) });
/** Which roles sign in with a passkey in place of the authenticator's code. */
export const rolePolicies = z.array(z.object({ role: operatorRole, passkeyRequired: z.boolean() }));

const changed = { invalidates: ['operators'] } as const;

export const operatorCalls = {
  operators: consoleCall('operators', emptySchema, z.array(operatorRow)),
  operatorCreate: consoleCall(
    'operators',
    operatorCreateBody,
    z.object({ id: idSchema, account: z.string(), role: operatorRole }),
    changed,
  ),
  operatorRole: consoleCall('operators', operatorRoleBody, operatorChanged, changed),
  operatorActive: consoleCall('operators', operatorActiveBody, operatorChanged, changed),
  operatorReset: consoleCall('operators', operatorResetBody, operatorChanged, changed),
  passkeyPolicy: consoleCall('operators', emptySchema, rolePolicies),
  passkeyPolicySet: consoleCall('operators', passkeyPolicySetBody, rolePolicies, {
    invalidates: ['passkeyPolicy', 'me'],
  }),
};
