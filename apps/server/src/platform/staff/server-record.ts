import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultStaffUrl, type Env } from '../../env.ts';
import { readStaffToken, staffTokenPath } from './staff-token.ts';

/** What a running server leaves in its DATA_DIR for the staff CLI: where to call it, and which process it is. */
export interface ServerRecord {
  url: string;
  pid: number;
}

/** The file of the running server's record, beside its staff token. */
export function serverRecordPath(env: Pick<Env, 'dataDir'>): string {
  return join(env.dataDir, 'staff-server.json');
}

/** Written once the server listens, so `npm run staff` reaches it without being told its port. */
export async function writeServerRecord(env: Pick<Env, 'dataDir'>, record: ServerRecord): Promise<void> {
  await mkdir(env.dataDir, { recursive: true });
  await writeFile(serverRecordPath(env), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

/** Removed when the server stops — unless another server has written its own record since. */
export async function removeServerRecord(env: Pick<Env, 'dataDir'>, pid: number): Promise<void> {
  if ((await readServerRecord(env))?.pid !== pid) return;
  await unlink(serverRecordPath(env)).catch(() => undefined);
}

async function readServerRecord(env: Pick<Env, 'dataDir'>): Promise<ServerRecord | null> {
  try {
    const parsed = JSON.parse(await readFile(serverRecordPath(env), 'utf8')) as Partial<ServerRecord>;
    return typeof parsed.url === 'string' ? { url: parsed.url, pid: Number(parsed.pid) } : null;
  } catch {
    return null;
  }
}

/** The server the CLI talks to: its address and token, or why there is no token (the message to print). */
export type StaffServer =
  | { ok: true; url: string; token: string }
  | { ok: false; url: string; message: string };

/**
 * Finds the server the staff CLI should call, the way the server itself is set up: the token from STAFF_TOKEN,
 * else DATA_DIR/staff-token (which the server writes on its first start); the address from STAFF_URL, else the
 * record the running server left in DATA_DIR, else http://localhost:3000. DATA_DIR is the server's default (the
 * repository's data/) unless set, so `npm start` and `npm run staff` agree with nothing set.
 */
export async function findStaffServer(
  env: Pick<Env, 'STAFF_URL' | 'STAFF_TOKEN' | 'dataDir'>,
): Promise<StaffServer> {
  const url = env.STAFF_URL ?? (await readServerRecord(env))?.url ?? defaultStaffUrl;
  const token = await readStaffToken(env);
  if (token) return { ok: true, url, token };
  return { ok: false, url, message: noTokenMessage(env, url) };
}

/** What to set when no token was found: every way the CLI can be told, with the values it used. */
function noTokenMessage(env: Pick<Env, 'dataDir'>, url: string): string {
  return [
    `No staff token: ${staffTokenPath(env)} does not exist.`,
    'The server writes it to its DATA_DIR when it starts (npm start). If the server runs with another DATA_DIR,',
    'run this with the same one, or give the token it printed at start ("Staff token"):',
    `  DATA_DIR=<the server's DATA_DIR> npm run staff -- ...`,
    '  STAFF_TOKEN=<the staff token> npm run staff -- ...',
    `Set STAFF_URL too if the server is not at ${url}.`,
  ].join('\n');
}
