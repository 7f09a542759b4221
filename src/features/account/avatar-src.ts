import type { Config } from '../../../contract/content';

/** The avatar's address: absolute or root-relative as the server gave it, else under config's img_url. */
export function avatarSrc(avatar: string, config: Config | null): string | undefined {
  if (!avatar) return undefined;
  if (/^(https?:|data:|blob:|\/)/i.test(avatar)) return avatar;
  return `${(config?.img_url ?? '').replace(/\/$/, '')}/${avatar}`;
}
