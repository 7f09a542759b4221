import type { BreakView } from '../../../contract/breaks';
import { useCall } from '../query/use-call';

/**
 * The member's time-out or self-exclusion in force, or null (also signed out, and until the first answer). The
 * stream's `break` event reads it again at once in every open tab (lib/live/apply-event).
 */
export function useBreak(): BreakView | null {
  return useCall('breakState', {}).data?.current ?? null;
}
