import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Envelope, headerNames } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { readEnv } from '../env.ts';
import { ManualClock } from '../platform/clock/clock.ts';
import './provided.ts';

export type DbTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function dbTargets(): DbTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export const hasPostgres = Boolean(process.env.DATABASE_URL);

/** The STAFF_TOKEN every test app gets. */
export const TEST_STAFF_TOKEN = 'test-staff-token-0123456789';

export interface CallOptions {
  session?: string;
  headers?: Record<string, string>;
}

export interface CallResult<R = unknown> {
  status: number;
  body: Envelope<R>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  target: DbTarget;
  /** POSTs to /wxapi/<path> in-process and returns the status and envelope. */
  call<R = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<CallResult<R>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: (db: Db, clock: ManualClock) => Promise<void>;
  env?: Record<string, string>;
  /** A PostgreSQL database of the test's own (a private cluster) instead of a scratch one on DATABASE_URL. */
  databaseUrl?: string;
}

let pgliteDump: Promise<Blob> | null = null;

/** The migrated PGlite the run's global set-up dumped, read once per worker (the API project shares modules). */
function migratedPglite(): Promise<Blob> {
  pgliteDump ??= readFile(inject('pgliteDumpFile')).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/** A fresh database (a new PostgreSQL database per app, or in-memory PGlite), migrated and optionally seeded. */
export async function createTestApp(target: DbTarget, opts: TestAppOptions = {}): Promise<TestApp> {
  const scratch =
    target === 'postgres' && !opts.databaseUrl
      ? await createScratchDatabase(
          process.env.DATABASE_URL!,
          `t_${process.pid}_${randomBytes(4).toString('hex')}`,
          inject('postgresTemplate') || undefined,
        )
      : null;
  const url = opts.databaseUrl ?? scratch?.url;
  const database = await openDatabase({
    url,
    poolSize: 30,
    pgliteDump: url ? undefined : await migratedPglite(),
  });
  await database.migrate();
  const clock = new ManualClock();
  await opts.seed?.(database.db, clock);
  // inject() calls come from 127.0.0.1; trusting it as the proxy lets tests vary X-Forwarded-For per client.
  const env = readEnv({
    DATA_DIR: '.test-data',
    STAFF_TOKEN: TEST_STAFF_TOKEN,
    TRUST_PROXY: '127.0.0.1',
    // The proof of work at its lightest, so the many logins of the API tests stay quick.
    CAPTCHA_POW_ITERATIONS: '1',
    ...opts.env,
  });
  const app = await buildApp({ db: database.db, env, clock, checkResults: true });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    target,
    async call(path, body = {}, callOpts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...callOpts.headers };
      if (callOpts.session) headers[headerNames.session] = callOpts.session;
      const res = await app.inject({
        method: 'POST',
        url: `/wxapi/${path}`,
        payload: JSON.stringify(body),
        headers,
      });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/**
 * Registers a suite's set-up (before its first test) and its app's closing (after its last), and returns the world
 * `make` builds, filled in by the time the tests run: the suite states what it starts from in one line.
 */
export function suiteWorld<W extends { t: TestApp }>(make: () => Promise<W>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await make());
  });
  afterAll(() => world.t?.close());
  return world;
}
