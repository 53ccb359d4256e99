// `npm run profile -w @shop/bench -- <scenario>`: where one scenario of `npm run bench` spends its time (issue
// 15). It runs the scenario against the app started with --cpu-prof and reports, per request: the server's Node
// CPU, PostgreSQL's CPU (all its processes, from /proc), the statements and their time (pg_stat_statements, when
// the server preloads it), and the Node profile's self time by package or source file and by function.
// PROFILE_SECONDS sets the load's length (10 by default).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { floorScenarios } from './floor-scenarios.ts';
import { summariseProfile } from './lib/cpu-profile.ts';
import { type LoadSpec, runLoad } from './lib/load.ts';
import { startServer, stop } from './lib/processes.ts';
import { orderScenarios } from './order-scenarios.ts';
import { scenarios } from './scenarios.ts';

const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.PROFILE_SECONDS ?? 10);
const wanted = process.argv[2] ?? 'place order';
const port = 3904;
const base = `http://127.0.0.1:${port}`;

const ticks = 100; // USER_HZ: /proc times are in 1/100 s on Linux.

/** CPU seconds (user, system) of one process, or of every process whose command name matches. */
function cpuSeconds(match: (pid: string, comm: string) => boolean): { user: number; system: number } {
  const total = { user: 0, system: 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!match(pid, comm)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total.user += Number(fields[11]) / ticks;
      total.system += Number(fields[12]) / ticks;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const scratch = await createScratchDatabase(admin, `profile_${Date.now()}`);
// PROFILE_EXPLAIN=1: PostgreSQL logs the plan with timings of one statement in 500 (auto_explain, to its log).
if (process.env.PROFILE_EXPLAIN) {
  const setup = new pg.Client({ connectionString: admin });
  await setup.connect();
  const name = new URL(scratch.url).pathname.slice(1);
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
    'auto_explain.log_wal = on',
    'auto_explain.log_triggers = on',
    'auto_explain.sample_rate = 0.002',
  ])
    await setup.query(`ALTER DATABASE "${name}" SET ${setting}`);
  await setup.end();
}
const profileDir = mkdtempSync(join(tmpdir(), 'cpu-prof-'));
let app: ChildProcess | undefined;
const client = new pg.Client({ connectionString: scratch.url });
try {
  const floor = wanted.startsWith('floor');
  const profiling = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  app = floor
    ? await startServer('bench/floor-server.ts', port, { DATABASE_URL: scratch.url }, '/floor', profiling)
    : await startServer(
        'apps/server/src/main.ts',
        port,
        { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'profile-data-')) },
        '/',
        profiling,
      );
  const orders = floor ? null : await orderScenarios(base, scratch.url, seconds + 2);
  const loads: LoadSpec[] = floor
    ? Object.values(floorScenarios(base))
    : [...(await scenarios(base)), ...orders!.scenarios.map((s) => s.spec)];
  const spec = loads.find((s) => s.name === wanted);
  if (!spec) throw new Error(`no scenario "${wanted}"; one of: ${loads.map((s) => s.name).join(', ')}`);
  await runLoad({ ...spec, seconds: 2 }); // warm: plans, caches, JIT
  await client.connect();
  const statements = await client
    .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    .then(() => client.query('SELECT pg_stat_statements_reset(), pg_stat_reset()'))
    .then(() => true)
    .catch(() => false);
  // Transactions per request (each statement outside a transaction is one), counted without pg_stat_statements.
  const transactions = async () =>
    Number(
      (
        await client.query(
          'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0].n,
    );
  const transactionsBefore = await transactions();
  const appPid = String(app.pid);
  const nodeBefore = cpuSeconds((pid) => pid === appPid);
  const pgBefore = cpuSeconds((_, comm) => comm.startsWith('postgres'));
  const startedAt = Date.now();
  const load = await runLoad({ ...spec, seconds });
  const windowMs = Date.now() - startedAt;
  const requests = load.requestsPerSecond * seconds;
  const nodeAfter = cpuSeconds((pid) => pid === appPid);
  const pgAfter = cpuSeconds((_, comm) => comm.startsWith('postgres'));
  const ms = (after: { user: number; system: number }, before: typeof after) => {
    const user = ((after.user - before.user) * 1000) / requests;
    const system = ((after.system - before.system) * 1000) / requests;
    return `${(user + system).toFixed(3)} ms (user ${user.toFixed(3)}, system ${system.toFixed(3)})`;
  };
  console.log(`\n${wanted}: ${load.requestsPerSecond} req/s, p99 ${load.p99Ms} ms, ${load.non2xx} non-2xx`);
  console.log(`per request: Node CPU ${ms(nodeAfter, nodeBefore)}; PostgreSQL CPU ${ms(pgAfter, pgBefore)}`);
  // Backends report their counts within a second or so of their last transaction.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const perRequest = ((await transactions()) - transactionsBefore) / requests;
  console.log(`transactions per request: ${perRequest.toFixed(2)}`);
  if (statements) {
    const { rows } = await client.query(
      `SELECT calls, total_exec_time, rows, wal_bytes, wal_fpi, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         ORDER BY total_exec_time DESC LIMIT 25`,
    );
    const calls = rows.reduce((n, r) => n + Number(r.calls), 0);
    console.log(`statements per request: ${(calls / requests).toFixed(2)} (top 25 by time)`);
    for (const r of rows)
      console.log(
        `  ${(Number(r.calls) / requests).toFixed(2).padStart(5)}/req ${(Number(r.total_exec_time) / Number(r.calls)).toFixed(3).padStart(7)} ms ` +
          `${String(Math.round(Number(r.wal_bytes) / Math.max(1, Number(r.calls)))).padStart(6)} B WAL ${(Number(r.wal_fpi) / Math.max(1, Number(r.calls))).toFixed(2).padStart(5)} FPI  ${r.query}`,
      );
  } else console.log('(pg_stat_statements is not preloaded: statement figures skipped)');
  // Updates that were HOT (a new tuple on the same page, no index entry) beside all updates, per table.
  const { rows: tables } = await client.query(
    `SELECT relname, n_tup_ins, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables
      WHERE n_tup_upd + n_tup_ins > 0 ORDER BY n_tup_upd + n_tup_ins DESC LIMIT 12`,
  );
  console.log('rows per request: inserted, updated (of them HOT)');
  for (const t of tables)
    console.log(
      `  ${t.relname.padEnd(24)} ${(t.n_tup_ins / requests).toFixed(2).padStart(5)} ` +
        `${(t.n_tup_upd / requests).toFixed(2).padStart(5)} (${(t.n_tup_hot_upd / requests).toFixed(2)})`,
    );
  await stop(app);
  app = undefined;
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) summariseProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), windowMs, requests);
  await orders?.close();
} finally {
  await client.end().catch(() => {});
  if (app) await stop(app);
  await scratch.drop();
}
