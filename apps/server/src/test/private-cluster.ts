import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL cluster of a test's own: initdb into a temporary directory, its own port and socket directory,
 * never the shared server. Crash tests kill its postmaster with SIGKILL and start it again on the same data.
 */
export interface PrivateCluster {
  /** postgres://…/shop on the cluster's port. */
  url: string;
  port: number;
  /** SIGKILL to the postmaster (its pid from postmaster.pid), as a crash would. Its backends die with it. */
  kill9(): Promise<void>;
  /** Starts the postmaster on the same data directory (crash recovery runs) and waits until it takes queries. */
  start(): Promise<void>;
  /** Stops the cluster for good and removes its files. */
  destroy(): Promise<void>;
}

/** The directory of PostgreSQL's server programs (initdb, postgres), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // pg_config of a client-only install, or none: look where Debian puts the server.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((d) => existsSync(join(d, 'initdb')));
}

// PostgreSQL refuses to run as root: as root, the cluster belongs to the 'postgres' user and runs as it.
const asRoot = process.getuid?.() === 0;

function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function canQuery(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * initdb's a new cluster and starts it with `settings` (name → value, as postgres -c takes them), creating the
 * database 'shop' in it.
 */
export async function startPrivateCluster(settings: Record<string, string> = {}): Promise<PrivateCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server programs (initdb) on this machine');
  const root = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
  }
  const data = join(root, 'data');
  const [initdb, initArgs] = command(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-N',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const options = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: root,
    max_connections: '60',
    shared_buffers: '32MB',
    ...settings,
  };
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let postmaster: ChildProcess | undefined;

  const start = async () => {
    // After a SIGKILL the old backends may still hold the shared memory for a moment: the new postmaster
    // refuses to start until they are gone, so it is tried again.
    for (let attempt = 0; attempt < 100; attempt++) {
      const [cmd, cmdArgs] = command(join(bin, 'postgres'), args);
      const child = spawn(cmd, cmdArgs, { stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      for (let i = 0; i < 150; i++) {
        if (child.exitCode !== null) break;
        if (await canQuery(`${base}/postgres`)) {
          postmaster = child;
          return;
        }
        await sleep(100);
      }
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      await sleep(200);
    }
    throw new Error(`the private cluster on port ${port} did not start`);
  };

  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);

  await start();
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();

  return {
    url: `${base}/shop`,
    port,
    async kill9() {
      const child = postmaster;
      process.kill(postmasterPid(), 'SIGKILL');
      if (child && child.exitCode === null) await new Promise((r) => child.once('exit', r));
      postmaster = undefined;
    },
    start,
    async destroy() {
      const child = postmaster;
      if (child && child.exitCode === null) {
        process.kill(postmasterPid(), 'SIGINT');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
