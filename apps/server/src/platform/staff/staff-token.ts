import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../../env.ts';

/** Where a generated staff token is kept, so restarts (and the staff CLI) find the same one. */
export function staffTokenPath(env: Pick<Env, 'dataDir'>): string {
  return join(env.dataDir, 'staff-token');
}

async function readTokenFile(path: string): Promise<string | null> {
  try {
    const token = (await readFile(path, 'utf8')).trim();
    return token === '' ? null : token;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The token the staff API accepts: env STAFF_TOKEN, else the one kept in DATA_DIR/staff-token, generated
 * (32 random bytes) the first time. Instances that share no DATA_DIR must be given STAFF_TOKEN.
 */
export async function resolveStaffToken(env: Pick<Env, 'STAFF_TOKEN' | 'dataDir'>): Promise<string> {
  return env.STAFF_TOKEN ?? (await resolveKeptSecret(env, 'staff-token'));
}

/** A secret kept in DATA_DIR/<fileName>, generated (32 random bytes) the first time, so restarts keep it. */
export async function resolveKeptSecret(env: Pick<Env, 'dataDir'>, fileName: string): Promise<string> {
  const path = join(env.dataDir, fileName);
  const kept = await readTokenFile(path);
  if (kept) return kept;
  await mkdir(env.dataDir, { recursive: true });
  try {
    // 'wx' fails if another process created the file meanwhile; then its secret is the one to use.
    await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const written = await readTokenFile(path);
  if (!written) throw new Error(`secret file ${path} is empty`);
  return written;
}

/** The token a staff tool should send: env STAFF_TOKEN, else the kept file; null when neither exists. */
export async function readStaffToken(env: Pick<Env, 'STAFF_TOKEN' | 'dataDir'>): Promise<string | null> {
  return env.STAFF_TOKEN ?? (await readTokenFile(staffTokenPath(env)));
}

/** Compares a presented token with the expected one in constant time (hashing first evens the lengths). */
export function staffTokenMatches(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
