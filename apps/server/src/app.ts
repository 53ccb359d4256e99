import { randomBytes } from 'node:crypto';
import { errorCatalogue } from '@shop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { isDatabaseUnavailable } from './db/pg-errors.ts';
import type { Env } from './env.ts';
import { bootData } from './modules/customize/index.ts';
import { shopModules } from './modules/index.ts';
import { databaseSessions } from './platform/auth/sessions.ts';
import { type Clock, systemClock } from './platform/clock/clock.ts';
import type { AppDeps } from './platform/deps.ts';
import { failure } from './platform/http/endpoints.ts';
import { createHumanCheck } from './platform/human-check/human-check-provider.ts';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.ts';
import { createMailSender, type MailSender } from './platform/mail/mail-sender.ts';
import { memberAssetRegistry } from './platform/member-assets/member-assets.ts';
import { closeRedis, createRedis } from './platform/redis/redis.ts';
import type { JobSettings } from './platform/shop-module.ts';
import { createSmsSender, type SmsSender } from './platform/sms/sms-sender.ts';
import { registerStaffApi } from './platform/staff/staff-api.ts';
import { resolveStaffToken } from './platform/staff/staff-token.ts';
import { registerWebApp } from './platform/web/serve-web.ts';
import { createWechat } from './platform/wechat/create-wechat.ts';
import type { WechatApi } from './platform/wechat/wechat-api.ts';

/** How to build the app; the job settings (JobSettings) say which of the modules' jobs run how often. */
export interface BuildOptions extends JobSettings {
  db: Db;
  env: Env;
  clock?: Clock;
  logger?: boolean | { level: string };
  checkResults?: boolean;
  /** Replaces the SMS provider chosen by env (tests). */
  sms?: SmsSender;
  /** Replaces the mail provider chosen by env (tests). */
  mail?: MailSender;
  /** Replaces the WeChat provider chosen by env (tests). */
  wechat?: WechatApi;
  /** The staff API token; resolved from env / DATA_DIR when not given. */
  staffToken?: string;
  /**
   * The sandbox payment gateway's signing key (main passes the kept one); env PAY_SANDBOX_SECRET, else a
   * new one for this app alone, when not given.
   */
  paySandboxSecret?: string;
  /** The platform's phone-assertion key (main passes the kept one); env PLATFORM_PHONE_SECRET, else a new one. */
  platformPhoneSecret?: string;
  /** The deregistered-phone HMAC key (main passes the kept one); env ACCOUNT_ERASE_SECRET, else a new one. */
  accountEraseSecret?: string;
  /** The key the login check signs its puzzles with (main passes the kept one); env CAPTCHA_SECRET, else a new one. */
  captchaSecret?: string;
  /**
   * Poll for due background jobs from app start until close (main does). Unset, jobs run only when a test ticks
   * `app.jobs` or staff run one (POST /staff/jobs/<name>/run).
   */
  runJobs?: boolean;
  /** The built web app to serve beside the API (main passes it; API tests do not). */
  webDistDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this app (platform/jobs): tests tick it, staff list it. */
    jobs: JobRunner;
  }
}

/** Builds the whole server without listening, so tests can call it in-process with inject(). */
/** A signing key: the one main passes (kept in DATA_DIR), else env's, else a fresh one for this app's life (tests). */
function secretOf(given: string | undefined, fromEnv: string | undefined): string {
  return given ?? fromEnv ?? randomBytes(32).toString('base64url');
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 256 * 1024,
    // Only behind a known proxy may X-Forwarded-For name the client (per-address SMS limits rely on it).
    trustProxy: opts.env.TRUST_PROXY,
  });
  const clock = opts.clock ?? systemClock;
  const deps: AppDeps = {
    db: opts.db,
    env: opts.env,
    clock,
    log: app.log,
    sessions: databaseSessions(opts.db, clock),
    sms: opts.sms ?? createSmsSender(opts.env, app.log),
    mail: opts.mail ?? createMailSender(opts.env, app.log),
    humanCheck: createHumanCheck(opts.env, secretOf(opts.captchaSecret, opts.env.CAPTCHA_SECRET)),
    paySandboxSecret: secretOf(opts.paySandboxSecret, opts.env.PAY_SANDBOX_SECRET),
    platformPhoneSecret: secretOf(opts.platformPhoneSecret, opts.env.PLATFORM_PHONE_SECRET),
    accountEraseSecret: secretOf(opts.accountEraseSecret, opts.env.ACCOUNT_ERASE_SECRET),
    wechat: opts.wechat ?? createWechat(opts.env),
    checkResults: opts.checkResults ?? false,
    memberAssets: memberAssetRegistry(shopModules),
    redis: createRedis(opts.env, app.log),
  };

  app.setErrorHandler((err: { statusCode?: number; message?: string }, req, res) => {
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, body too large: the client's fault, said plainly.
      return res.code(status).send(failure('BAD_REQUEST', '请求参数错误：body'));
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or out of reach: nothing was done, and the client may simply ask again.
      req.log.warn({ err }, 'database unavailable');
      const gone = errorCatalogue.SERVICE_UNAVAILABLE;
      return res.code(gone.status).header('retry-after', '2').send(failure('SERVICE_UNAVAILABLE', gone.zh));
    }
    req.log.error(err);
    return res.code(500).send(failure('SERVER_ERROR', '请求出错，请稍后再试'));
  });
  app.setNotFoundHandler((_req, res) => res.code(404).send(failure('NOT_FOUND', '内容不存在')));

  for (const module of shopModules) module.routes?.(app, deps);
  const jobs = registerJobs(app, deps, opts);
  const token = opts.staffToken ?? (await resolveStaffToken(opts.env));
  registerStaffApi(app, { ...deps, jobs, token }, shopModules);
  if (opts.webDistDir) {
    registerWebApp(app, deps, {
      distDir: opts.webDistDir,
      bootData: (storeId, locale) => bootData(deps, storeId, locale),
    });
  }
  return app;
}

/**
 * The job runner, the modules' jobs, and its life: polling from ready (when asked), runs in progress awaited on
 * close. API tests leave the job settings unset, so no sweep runs unless a test registers or calls it.
 */
function registerJobs(app: FastifyInstance, deps: AppDeps, opts: BuildOptions): JobRunner {
  const jobs = createJobRunner({ db: deps.db, clock: deps.clock, log: deps.log });
  for (const module of shopModules) for (const job of module.jobs?.(deps, opts) ?? []) jobs.register(job);
  app.decorate('jobs', jobs);
  if (opts.runJobs) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', () => deps.sessions.close());
  // After the jobs, which may still be reconciling through it.
  const redis = deps.redis;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  return jobs;
}
