import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { SessionResolver } from './auth/session-resolver.ts';
import type { Clock } from './clock/clock.ts';
import type { HumanCheck } from './human-check/human-check.ts';
import type { MailSender } from './mail/mail-sender.ts';
import type { MemberAssets } from './member-assets/member-assets.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { WechatApi } from './wechat/wechat-api.ts';

/** Everything a service needs from the outside world, passed in so tests can swap parts. */
export interface AppDeps {
  db: Db;
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  sessions: SessionResolver;
  sms: SmsSender;
  mail: MailSender;
  /** The login slider check's provider (env CAPTCHA_PROVIDER). */
  humanCheck: HumanCheck;
  /** Key the sandbox payment gateway signs with and the shop verifies its notifications by. */
  paySandboxSecret: string;
  /** Key the platform signs phone assertions with and AutoSignByPhone verifies them by. */
  platformPhoneSecret: string;
  /** Key of the HMAC that marks a deregistered member's phone (modules/account/privacy/erased-phone.ts). */
  accountEraseSecret: string;
  /** WeChat's login code exchange and JS-SDK ticket (env WECHAT_PROVIDER). */
  wechat: WechatApi;
  /** Validate every result against its contract (tests and development). */
  checkResults: boolean;
  /** What a member holds, area by area, as the mounted modules report it (decision 048). */
  memberAssets: MemberAssets;
  /** The Redis client when env REDIS_URL is set (platform/redis), else null: the seckill admission gate's. */
  redis: Redis | null;
}
