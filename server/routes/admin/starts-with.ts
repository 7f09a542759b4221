/** A LIKE pattern for what starts with `prefix`, its own %, _ and \ taken literally. */
export const startsWith = (prefix: string) => `${prefix.replace(/[%_\\]/g, '\\$&')}%`;
