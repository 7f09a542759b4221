/** A member's record key (server/services/record-key.ts): 16 bytes in base64url, the last character holding 2 bits. */
export const RECORD_KEY = /^[\w-]{21}[AQgw]$/;
