import type { Config } from '../../contract/content';

/**
 * Reads /api/configs through the data layer into configAtom (persisted); returns the config, or the kept one on
 * failure. Calls made while one is under way share it. The data layer loads on first use, off the first screen's path.
 */
export async function loadConfig(): Promise<Config | null> {
  const { readConfig } = await import('./query/use-call');
  return readConfig();
}

const isSafeLink = (link: string) => /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'));

/** The customer-service link of the config: kefu_link2, falling back to kefu_link (web links only). */
export function customerServiceLink(config: Config | null): string | null {
  const link = [config?.kefu_link2, config?.kefu_link].find((candidate) => candidate && isSafeLink(candidate));
  return link ?? null;
}
