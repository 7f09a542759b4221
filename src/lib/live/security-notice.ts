import { createElement } from 'react';
import { SECURITY_KINDS } from '../../../contract/security-events';
import { i18next } from '../i18n/i18n';
import { loadImperative } from '../antd-imperative';
import { formatDateTime } from '../format/time';
import { tokenAtom } from '../state/app.atoms';
import { appStore } from '../store';

const KINDS = new Set<string>(SECURITY_KINDS);

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** This session's tag as the server writes it into the events it caused (deviceTag in security-events.ts). */
async function ownTag(): Promise<string | undefined> {
  const token = appStore.get(tokenAtom);
  // crypto.subtle is only there in a secure context: elsewhere the app is told of its own changes too
  if (!token || !globalThis.crypto?.subtle) return undefined;
  return (await sha256(`device:${await sha256(token)}`)).slice(0, 16);
}

/**
 * A passkey or payout account added or removed, or a passkey sign-in, on another device (or by customer
 * service): a dialog the member has to close, saying what, when, and what to do if it was not them. The
 * device that did it is not told.
 */
export async function showSecurityNotice(data: Record<string, unknown>): Promise<void> {
  const kind = String(data.kind);
  if (!KINDS.has(kind)) return;
  if (typeof data.device === 'string' && data.device === (await ownTag())) return;
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'common', ...options });
  const at = typeof data.at === 'string' ? formatDateTime(data.at) : '';
  const { default: Dialog } = await loadImperative(() => import('antd-mobile/es/components/dialog'));
  await Dialog.alert({
    title: t(`security.${kind}.title`),
    content: createElement(
      'div',
      null,
      createElement('p', null, t(`security.${kind}.text`, { ...data, at })),
      createElement('p', null, t('security.notYou')),
    ),
    confirmText: t('security.ok'),
  });
}
