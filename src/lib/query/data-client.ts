import { createContext, useContext } from 'react';
import type { ApiResult } from '../api-client';
import type { QueryCache } from './query-cache';

/** What a plug-in adds to a data client (the event stream, kept answers, atom mirrors): started with it. */
export type DataPlugin = (client: DataClient) => () => void;

/** An API's calls as the client sends them: a read's answer, never thrown. */
export type CallFunction = (call: string, body: unknown, signal?: AbortSignal) => Promise<ApiResult<unknown>>;

/**
 * One app's data layer: its cache, how it sends a call and what each write makes stale, with the plug-ins that
 * keep it in step with the world. Nothing runs when it is created; `start` starts the plug-ins (once).
 */
export interface DataClient {
  cache: QueryCache;
  call: CallFunction;
  /** the calls whose reads a successful `call` makes stale */
  invalidates(call: string): readonly string[];
  start(): void;
  stop(): void;
}

export interface DataClientOptions {
  cache: QueryCache;
  call: CallFunction;
  invalidates: (call: string) => readonly string[];
  plugins: readonly DataPlugin[];
}

export function createDataClient({ plugins, ...parts }: DataClientOptions): DataClient {
  let stops: (() => void)[] | undefined;
  const client: DataClient = {
    ...parts,
    start() {
      stops ??= plugins.map((plugin) => plugin(client));
    },
    stop() {
      stops?.forEach((stop) => stop());
      stops = undefined;
    },
  };
  return client;
}

/** Sends a write through `client` and, once it succeeded, reads again what it changed before it resolves. */
export async function writeThrough<T>(client: DataClient, call: string, result: ApiResult<T> | Promise<ApiResult<T>>) {
  const answer = await result;
  if (answer.ok) await client.cache.invalidate(...client.invalidates(call));
  return answer;
}

const DataClientContext = createContext<DataClient | null>(null);

/** Hands an app's data client to the screens below (the member layouts, the console's main). */
export const DataClientProvider = DataClientContext.Provider;

/** The data client of the screen's app. */
export function useDataClient(): DataClient {
  const client = useContext(DataClientContext);
  if (!client) throw new Error('useDataClient: no DataClientProvider above this screen');
  return client;
}
