/** The value of cookie `name` in a Cookie header, if it is there. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, value] = pair.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
}
