import { effectsOf, type CallEffects, type MemberCallName } from './call-effects';
import { calls, type Calls } from './calls';
import { CALL_INDEX } from './call-index';
import type { CallSpec } from './call-spec';
import type * as z from 'zod/mini';
import { passkeyCalls, type PasskeyCalls } from './passkeys';
import { pushCalls, type PushCalls } from './push';

/** Every call the server answers as JSON: the app's map, the passkey and push calls (loaded by the app only where used). */
export type MemberApi = Calls & PasskeyCalls & PushCalls;
export type MemberApiName = keyof MemberApi;

type Entry<N extends MemberApiName> = MemberApi[N] & CallEffects & { group: string };

const groupOf = (name: string) =>
  name in CALL_INDEX ? CALL_INDEX[name as keyof typeof CALL_INDEX][0] : name in passkeyCalls ? 'passkeys' : 'push';

/**
 * The member API's registry, one entry per call: its schemas and needs (contract/calls.ts and the passkey and push
 * maps), its group, and what its success makes stale and emits (contract/call-effects.ts). The server registers
 * and documents its routes from it; the app reads the light tables instead (call-index.ts, call-effects.ts).
 */
export const memberApi = Object.fromEntries(
  Object.entries<CallSpec<z.ZodMiniType, z.ZodMiniType>>({ ...calls, ...passkeyCalls, ...pushCalls }).map(([name, spec]) => [
    name,
    { ...spec, ...effectsOf(name as MemberCallName), group: groupOf(name) },
  ]),
) as unknown as { [N in MemberApiName]: Entry<N> };
