import { createHmac } from 'node:crypto';
import { defined } from '#shared/testing/defined.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The secret inside an otpauth:// URI, as an authenticator app reads it from the QR code. */
export const secretOf = (totpUri: string) =>
  defined(new URL(totpUri).searchParams.get('secret'), 'the secret of the otpauth URI');

/**
 * An authenticator app's code (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits) for `at`, written out here
 * so that the tests compute codes the way a phone would, independently of the server's library.
 */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = hmac.readUInt8(hmac.length - 1) & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}
