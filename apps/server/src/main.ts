import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { loadDemoData } from './db/demo-data/load-demo-data.ts';
import { demoTableLink } from './db/demo-data/tables.ts';
import { readEnv } from './env.ts';
import { removeServerRecord, writeServerRecord } from './platform/staff/server-record.ts';
import { resolveKeptSecret, resolveStaffToken } from './platform/staff/staff-token.ts';

const env = readEnv();
// The pool reports lost connections through the app's logger once there is one (start-up comes first).
let appLog: FastifyBaseLogger | undefined;
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: `${env.dataDir}/pglite`,
  waitSeconds: env.DATABASE_WAIT_SECONDS,
  log: { warn: (obj, msg) => (appLog ? appLog.warn(obj, msg) : console.warn(msg, obj)) },
});
await database.migrate();
const demo = await loadDemoData(database.db);
const staffToken = await resolveStaffToken(env);
// Each signing key: env's, else the one kept in DATA_DIR (made on first start).
const keptSecret = async (fromEnv: string | undefined, name: string) =>
  fromEnv ?? (await resolveKeptSecret(env, name));
const paySandboxSecret = await keptSecret(env.PAY_SANDBOX_SECRET, 'pay-sandbox-secret');
const platformPhoneSecret = await keptSecret(env.PLATFORM_PHONE_SECRET, 'platform-phone-secret');
const accountEraseSecret = await keptSecret(env.ACCOUNT_ERASE_SECRET, 'account-erase-secret');
const captchaSecret = await keptSecret(env.CAPTCHA_SECRET, 'captcha-secret');
const webDistDir = env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp({
  db: database.db,
  env,
  staffToken,
  paySandboxSecret,
  platformPhoneSecret,
  accountEraseSecret,
  captchaSecret,
  webDistDir,
  orderSweepSeconds: env.ORDER_SWEEP_SECONDS,
  reservationReleaseSeconds: env.RESERVATION_RELEASE_SECONDS,
  pointsClearingSeconds: env.POINTS_CLEARING_SECONDS,
  giftInstalmentSeconds: env.GIFT_INSTALMENT_SECONDS,
  runJobs: true,
  logger: { level: env.LOG_LEVEL },
});
appLog = app.log;
await app.listen({ port: env.PORT, host: env.HOST });

const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
// The staff CLI reads this (and DATA_DIR/staff-token) to reach this server with nothing set.
await writeServerRecord(env, { url: `http://${shown}:${port}`, pid: process.pid });
console.log(
  [
    '',
    `  Shop running at   http://${shown}:${port}`,
    `  Database          ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}/pglite`}`,
    `  Seckill gate      ${env.REDIS_URL ? 'Redis (REDIS_URL)' : 'none: the database alone'}`,
    `  Demo data         ${demo.created ? 'loaded now' : 'already there'} (${demo.storeIds.length} stores)`,
    `  Staff token       ${staffToken}`,
    ...(demo.storeIds[0]
      ? [`  Table 1 (scan)    ${demoTableLink(`http://${shown}:${port}`, demo.storeIds[0])}`]
      : []),
    '',
  ].join('\n'),
);

const shutdown = async () => {
  await removeServerRecord(env, process.pid);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
