import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Cost parameters for new hashes (DESIGN §4). They are stored with every hash, so raising them later leaves old
// hashes verifiable. N=2^15 with r=8 needs 32 MiB, hence the explicit maxmem.
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  // The async form, so hashing never blocks the event loop for other requests.
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyBytes, { ...options, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** A new scrypt hash with a random salt, as one string `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash; compares in constant time, false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length === 0 || !Object.values(options).every((v) => Number.isSafeInteger(v) && v > 0))
    return false;
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}
