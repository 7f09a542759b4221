/** Codes of failures that never reached an envelope (HTTP errors use their status as the code). */
export const ClientCode = { network: -1, timeout: -2, aborted: -3, badResponse: -4 } as const;
