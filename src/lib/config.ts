import type { Config } from '../../contract/content';
import { configAtom } from './state/app.atoms';
import { appStore } from './store';

let inFlight: Promise<Config | null> | null = null;

/**
 * Fetches /api/configs into configAtom (persisted); returns the config, or the cached one on failure.
 * Calls made while one is under way share it, so several components opening at once ask once.
 */
export function loadConfig(options: { toast?: boolean } = {}): Promise<Config | null> {
  inFlight ??= readConfig(options.toast ?? false).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function readConfig(toast: boolean): Promise<Config | null> {
  const { fetchConfig } = await import('./api/config');
  const result = await fetchConfig(toast);
  if (result.ok) appStore.set(configAtom, result.data);
  return appStore.get(configAtom);
}

const isSafeLink = (link: string) => /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'));

/** The customer-service link of the config: kefu_link2, falling back to kefu_link (web links only). */
export function customerServiceLink(config: Config | null): string | null {
  const link = [config?.kefu_link2, config?.kefu_link].find((candidate) => candidate && isSafeLink(candidate));
  return link ?? null;
}
