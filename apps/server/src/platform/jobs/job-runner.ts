import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable, pgErrorOf } from '../../db/pg-errors.ts';
import type { Clock } from '../clock/clock.ts';
import type { JobDefinition, JobLog, JobRegistry } from './job.ts';
import {
  type Claim,
  claimJob,
  dueJobNames,
  finishJob,
  type JobRow,
  listJobRows,
  type RunOutcome,
  saveJobRows,
} from './job-store.ts';
import { everySeconds, type Schedule } from './schedule.ts';

export type RunNowResult = 'ran' | 'unknown' | 'busy';

export interface JobRunner extends JobRegistry {
  /** Polls every `pollMs` for due jobs until stop(). */
  start(): void;
  /** Stops polling and waits for the runs in progress. */
  stop(): Promise<void>;
  /** One poll: claims the due jobs, runs them and waits for them; returns the names it ran. */
  tick(): Promise<string[]>;
  /** Runs a registered job now, due or not, unless some instance holds it. */
  runNow(name: string): Promise<RunNowResult>;
  /** Every job the database knows, this instance's registrations saved first. */
  list(): Promise<JobRow[]>;
}

export interface RunnerOptions {
  db: Db;
  clock: Clock;
  log: JobLog;
  pollMs?: number;
  /** Names the claims of this runner; host, pid and a random part by default. */
  instanceId?: string;
}

interface Started {
  name: string;
  done: Promise<void>;
}

interface Registered {
  def: JobDefinition;
  schedule: Schedule;
  leaseSeconds: number;
}

const DEFAULT_LEASE_SECONDS = 300;
// While the database is away, polls back off up to this, so the log gets a line per half minute, not per second.
const MAX_BACKOFF_MS = 30_000;

/** An error as staff read it: the database's code and message when there is one, not drizzle's query dump. */
export function describeError(err: unknown): string {
  const pg = pgErrorOf(err);
  const text = pg ? `${pg.code} ${pg.message}` : err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

function toRegistered(def: JobDefinition): Registered {
  const schedule = def.schedule ?? (def.everySeconds ? everySeconds(def.everySeconds) : undefined);
  if (!schedule) throw new Error(`job ${def.name} has no schedule`);
  return { def, schedule, leaseSeconds: def.leaseSeconds ?? DEFAULT_LEASE_SECONDS };
}

/** The runner of every background job of this instance; several instances share the work through the jobs table. */
export function createJobRunner(opts: RunnerOptions): JobRunner {
  const { db, clock, log } = opts;
  const by = opts.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollMs = opts.pollMs ?? 1000;
  const registry = new Map<string, Registered>();
  const unsaved = new Set<string>();
  const running = new Map<string, Promise<void>>();
  const unrecorded = new Map<string, { claim: Claim; outcome: RunOutcome }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<unknown> = Promise.resolve();

  const logFailure = (err: unknown, obj: object, msg: string) =>
    isDatabaseUnavailable(err) ? log.warn({ ...obj, err }, msg) : log.error({ ...obj, err }, msg);

  async function saveNew(now: Date): Promise<void> {
    const names = [...unsaved];
    await saveJobRows(
      db,
      names.map((name) => ({ name, schedule: registry.get(name)!.schedule })),
      now,
    );
    for (const name of names) unsaved.delete(name);
  }

  /** Writes a run's outcome; kept for the next poll when the database is away, so the claim does not sit out its lease. */
  async function record(claim: Claim, outcome: RunOutcome): Promise<void> {
    try {
      const kept = await finishJob(db, claim, outcome);
      unrecorded.delete(claim.name);
      if (!kept) log.warn({ job: claim.name }, 'job ran past its claim; another instance took it over');
    } catch (err) {
      unrecorded.set(claim.name, { claim, outcome });
      logFailure(err, { job: claim.name }, 'could not record a job run; trying again at the next poll');
    }
  }

  async function execute(job: Registered, claim: Claim): Promise<void> {
    let error: string | undefined;
    try {
      await job.def.run({ now: claim.startedAt, log });
    } catch (err) {
      error = describeError(err);
      logFailure(err, { job: claim.name }, 'job failed; it runs again at its next time');
    }
    const finishedAt = clock.now();
    await record(claim, { finishedAt, nextRunAt: job.schedule.next(finishedAt), error });
  }

  /**
   * Claims a job and starts it in the background; null when another instance holds it. The run's promise comes
   * back wrapped, as an async function would wait for a promise it returns.
   */
  async function claimAndStart(name: string, now: Date, anyTime: boolean): Promise<Started | null> {
    const job = registry.get(name)!;
    const claim: Claim = { name, by, startedAt: now };
    if (!(await claimJob(db, claim, job.leaseSeconds, anyTime))) return null;
    const done = execute(job, claim).finally(() => running.delete(name));
    running.set(name, done);
    return { name, done };
  }

  async function startDue(): Promise<Started[]> {
    if (stopped || registry.size === 0) return [];
    const now = clock.now();
    await saveNew(now);
    for (const { claim, outcome } of [...unrecorded.values()]) await record(claim, outcome);
    const idle = [...registry.keys()].filter((name) => !running.has(name) && !unrecorded.has(name));
    const started: Started[] = [];
    for (const name of await dueJobNames(db, idle, now)) {
      const run = await claimAndStart(name, now, false);
      if (run) started.push(run);
    }
    return started;
  }

  function schedulePoll(delay: number, failuresInRow: number): void {
    timer = setTimeout(() => {
      polling = startDue().then(
        () => {
          if (!stopped) schedulePoll(pollMs, 0);
        },
        (err) => {
          logFailure(err, {}, 'job runner could not poll the jobs table; retrying');
          const backoff = Math.min(pollMs * 2 ** (failuresInRow + 1), MAX_BACKOFF_MS);
          if (!stopped) schedulePoll(backoff, failuresInRow + 1);
        },
      );
    }, delay).unref();
  }

  return {
    register(def) {
      if (registry.has(def.name)) throw new Error(`job ${def.name} is registered twice`);
      registry.set(def.name, toRegistered(def));
      unsaved.add(def.name);
    },
    start() {
      if (!timer && !stopped) schedulePoll(pollMs, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.all(running.values());
    },
    async tick() {
      const started = await startDue();
      await Promise.all(started.map((s) => s.done));
      return started.map((s) => s.name);
    },
    async runNow(name) {
      if (!registry.has(name)) return 'unknown';
      if (running.has(name)) return 'busy';
      const now = clock.now();
      await saveNew(now);
      const run = await claimAndStart(name, now, true);
      if (!run) return 'busy';
      await run.done;
      return 'ran';
    },
    async list() {
      await saveNew(clock.now());
      return listJobRows(db);
    },
  };
}
