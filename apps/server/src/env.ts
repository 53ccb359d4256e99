import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * DATA_DIR when unset: the repository's data/, wherever the command is started from, so the server (npm start,
 * npm run dev) and the staff CLI (npm run staff) meet in the same folder.
 */
export const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

/** The staff API's address when neither STAFF_URL nor a running server's record says otherwise. */
export const defaultStaffUrl = 'http://localhost:3000';

/** The only place that reads process.env (DESIGN §2). */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Relative paths are read from the working directory; unset is defaultDataDir. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /**
   * A Redis server (redis://127.0.0.1:6379) for the seckill admission gate (decision 073); unset, seckill buys go
   * straight to the database's conditional updates, which hold on their own.
   */
  REDIS_URL: z.string().optional(),
  /** What every key this server writes in Redis starts with, so apps (and tests) sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z.string().default('shop:'),
  /** How long start-up waits for a PostgreSQL server that is not taking connections yet. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  STAFF_TOKEN: z.string().min(16).optional(),
  /**
   * The shop's public address (https://shop.example.com), which scene codes (decision 041) put in their QR codes;
   * unset: http://localhost:<PORT>, fine on one machine only.
   */
  PUBLIC_URL: z.url().optional(),
  /** Where the staff CLI (npm run staff) finds the server; unset: the address the server recorded in DATA_DIR. */
  STAFF_URL: z.url().optional(),
  /** Key of the sandbox payment gateway's signatures; generated and kept in DATA_DIR when unset. */
  PAY_SANDBOX_SECRET: z.string().min(16).optional(),
  /**
   * Key of the HMAC kept of a deregistered member's phone (so it cannot log in again); generated and kept in
   * DATA_DIR when unset. Instances that share no DATA_DIR must be given the same one.
   */
  ACCOUNT_ERASE_SECRET: z.string().min(16).optional(),
  SMS_PROVIDER: z.enum(['log']).default('log'),
  /** How login codes by email are delivered; 'log' writes them to the server log (staff can read them). */
  MAIL_PROVIDER: z.enum(['log']).default('log'),
  /**
   * Key the platform (mini-program / native wrapper back end) signs phone assertions with, for AutoSignByPhone;
   * generated and kept in DATA_DIR when unset.
   */
  PLATFORM_PHONE_SECRET: z.string().min(16).optional(),
  /**
   * Who tells people from scripts at login (platform/human-check). 'builtin', the only one shipped, is the slider
   * with an ALTCHA proof of work; a vendor captcha becomes a value here once its provider is written.
   */
  CAPTCHA_PROVIDER: z
    .enum(['builtin'], {
      error: (issue) =>
        `CAPTCHA_PROVIDER '${String(issue.input)}' is not a provider this server has: 'builtin' is the only one (docs/decisions/017-human-check.md says how a vendor captcha is added)`,
    })
    .default('builtin'),
  /**
   * Key the built-in check signs its proof-of-work puzzles with; generated and kept in DATA_DIR when unset.
   * Instances that share no DATA_DIR must be given the same one (a puzzle may be answered on another instance).
   */
  CAPTCHA_SECRET: z.string().min(16).optional(),
  /**
   * Key-derivation rounds per counter the built-in proof of work makes a client try; at 2000 a try costs about
   * 0.05 s of a server core (decision 017). Tests set 1.
   */
  CAPTCHA_POW_ITERATIONS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /**
   * The map service that places delivery addresses (modules/address/geocoder.ts). 'local', the only one shipped,
   * needs no network: district centres and a small list of known places; a real map service becomes a value here.
   */
  GEOCODER: z.enum(['local']).default('local'),
  /** Seconds between runs of the job that cancels unpaid orders past their time limit; 0 turns it off. */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Seconds between runs of the job that wakes reservations on their day (booked → pending); 0 turns it off. */
  RESERVATION_RELEASE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Seconds between runs of the job that clears points at the year end (SPEC §4); a run after everyone is cleared
   * costs one query. 0 turns it off.
   */
  POINTS_CLEARING_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Seconds between runs of the job that credits top-up gift instalments as they fall due; 0 turns it off. */
  GIFT_INSTALMENT_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Who answers for WeChat (platform/wechat, decision 043): 'local' plays it with no network (any `local.<user>.<n>`
   * code logs in as that user: development and tests only); 'wechat' calls WeChat's API with the ids and secrets below.
   */
  WECHAT_PROVIDER: z.enum(['local', 'wechat']).default('local'),
  /** The mini-program's app id and secret (code2session). */
  WECHAT_MINI_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/)
    .optional(),
  WECHAT_MINI_APP_SECRET: z.string().min(16).optional(),
  /** The official account's app id and secret, whose jsapi_ticket signs the JS-SDK configuration (WxApiConfig). */
  WECHAT_JSSDK_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/)
    .optional(),
  WECHAT_JSSDK_APP_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Addresses or CIDRs of the reverse proxies allowed to set X-Forwarded-For; none by default. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : false)),
});

export type Env = z.infer<typeof schema> & { dataDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.parse(source);
  return { ...parsed, dataDir: parsed.DATA_DIR ? resolve(parsed.DATA_DIR) : defaultDataDir };
}
