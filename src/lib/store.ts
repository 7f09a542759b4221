import { createStore } from 'jotai';

/** The one jotai store: React (via the provider) and non-React code (api-client, session) share it. */
export const appStore = createStore();
