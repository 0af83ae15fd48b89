import { GENERATED_PASSWORD_LENGTH } from '../constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A password of 8 letters and digits from a cryptographic source, without modulo bias. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const out: string[] = [];
  const limit = 256 - (256 % ALPHABET.length);
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out.push(ALPHABET[byte % ALPHABET.length] as string);
    }
  }
  return out.join('');
}
