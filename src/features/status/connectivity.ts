export const RECHECK_MS = 5000;

/** True when the server answers a real (never cached) API call: the network is back and maintenance is over. */
export async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch('/api/configs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
