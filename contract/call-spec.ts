import type * as z from 'zod/mini';
import { movesMoney, needsToken, type CallGroup, type CallName, type CallsOf } from './call-index';

export interface CallSpec<B extends z.ZodMiniType, D extends z.ZodMiniType> {
  body: B;
  data: D;
  /** needs the `token` header */
  auth: boolean;
  /** moves money: needs an `Idempotency-Key` header */
  idem: boolean;
}

export function call<B extends z.ZodMiniType, D extends z.ZodMiniType>(
  body: B,
  data: D,
  flags: { auth?: boolean; idem?: boolean } = {},
): CallSpec<B, D> {
  return { body, data, auth: flags.auth ?? true, idem: flags.idem ?? false };
}
export const open = { auth: false };

type Schemas = readonly [body: z.ZodMiniType, data: z.ZodMiniType];

/**
 * A group's calls of the API: each one's body and answer schemas, with what it needs from contract/call-index.ts.
 * The index and the group name the same calls (a missing one is a type error; tests/unit/contract/calls.test.ts
 * finds an extra one).
 */
export function defineCalls<M extends CallGroup, S extends { [N in CallsOf<M>]: Schemas }>(
  _group: M,
  schemas: S,
): { [N in keyof S]: CallSpec<S[N][0], S[N][1]> } {
  const specs = Object.entries<Schemas>(schemas).map(([name, [body, data]]) => {
    const flags = { auth: needsToken(name as CallName), idem: movesMoney(name as CallName) };
    return [name, call(body, data, flags)];
  });
  return Object.fromEntries(specs) as { [N in keyof S]: CallSpec<S[N][0], S[N][1]> };
}
