import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.dataDir}/pglite` });
await database.migrate();
const app = await buildApp({ db: database.db, env, logger: { level: env.LOG_LEVEL } });
await app.listen({ port: env.PORT, host: env.HOST });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
