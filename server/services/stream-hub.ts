import type { Db } from '../db/client';
import { BUS_RECONNECTED, type Bus } from './bus';
import { EVENT_TOPIC, keptSince, PASSING_TOPIC, type KeptEvent, type PassingEvent } from './events';

/** One open event stream: whose it is, what it follows, and how it is written to. */
export interface StreamConnection {
  /** the member whose kept events it carries (and the public ones); null: an operator's, which hears every member's */
  memberId: number | null;
  /** the scopes of passing events it follows: 'markets', a room's id */
  scopes: ReadonlySet<string>;
  kept(event: KeptEvent): void;
  passing(event: PassingEvent): void;
  /** the app must read everything again (this instance missed more than it can replay) */
  reset(): void;
}

/**
 * The streams of one instance, fed by one bus subscription: a member's kept events reach that member's
 * streams and the operators', public ones every stream, passing ones the streams that follow their scope.
 */
export function streamHub(db: Db, bus: Bus, log: (message: string, error?: unknown) => void) {
  const byMember = new Map<number | null, Set<StreamConnection>>();
  const all = new Set<StreamConnection>();
  /** the newest kept event this instance heard: where a catch-up after a lost bus connection starts */
  let heard = 0;

  const dispatch = (event: KeptEvent) => {
    heard = Math.max(heard, event.id);
    const to = event.memberId === null ? all : byMember.get(event.memberId);
    for (const connection of to ?? []) connection.kept(event);
    if (event.memberId !== null) for (const operator of byMember.get(null) ?? []) operator.kept(event);
  };

  const catchUp = async () => {
    const missed = await keptSince(db, heard);
    if (missed === undefined) for (const connection of all) connection.reset();
    else for (const event of missed) dispatch(event);
  };

  const unsubscribe = bus.subscribe((topic, payload) => {
    if (topic === EVENT_TOPIC) dispatch(payload as unknown as KeptEvent);
    else if (topic === PASSING_TOPIC) {
      const event = payload as unknown as PassingEvent;
      for (const connection of all) if (connection.scopes.has(event.scope)) connection.passing(event);
    } else if (topic === BUS_RECONNECTED && all.size > 0) {
      catchUp().catch((error: unknown) => {
        log('stream catch-up failed: every stream resets', error);
        for (const connection of all) connection.reset();
      });
    }
  });

  return {
    /** Starts delivering to `connection`; returns how to stop. */
    add(connection: StreamConnection): () => void {
      all.add(connection);
      let mine = byMember.get(connection.memberId);
      if (!mine) byMember.set(connection.memberId, (mine = new Set()));
      mine.add(connection);
      return () => {
        all.delete(connection);
        mine.delete(connection);
        if (mine.size === 0) byMember.delete(connection.memberId);
      };
    },
    get size() {
      return all.size;
    },
    close: unsubscribe,
  };
}

export type StreamHub = ReturnType<typeof streamHub>;
