import type { TFunction } from 'i18next';

/** The server's refusal; for a 429, one sentence with how long to wait: "嘗試次數過多，請於 15 分鐘後再試。" */
export function refusalText(
  message: string | null,
  retryAfter: number | undefined,
  t: TFunction<'auth'>,
): string | null {
  if (!message || retryAfter === undefined) return message;
  const wait =
    retryAfter < 60
      ? t('wait.seconds', { count: Math.max(1, Math.ceil(retryAfter)) })
      : t('wait.minutes', { count: Math.ceil(retryAfter / 60) });
  return t('tooMany', { wait });
}
