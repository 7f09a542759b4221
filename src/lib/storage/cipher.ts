// Only the AES and UTF-8 parts of crypto-js (7 KB gzip instead of 28 KB for the whole library).
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

export function encrypt(plain: string, key: string): string {
  return AES.encrypt(plain, key).toString();
}

/** Throws when the text is not a ciphertext of this key. */
export function decrypt(cipherText: string, key: string): string {
  const plain = AES.decrypt(cipherText, key).toString(Utf8);
  if (plain === '') throw new Error('Entry does not decrypt');
  return plain;
}
