import { type SeckillRefusal, seckillRefusal } from '@shop/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client.ts';
import { seckillBuyers, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/job.ts';
import { rulesOf, type SeckillSessionRow } from './sessions.ts';

// The Redis admission gate in front of a seckill buy (decision 073). Per session, three keys: `left`, the places
// still to hand out (seeded from the session's `remaining` by the first buyer who finds it missing); `units`, each
// member's units admitted (a hash by member id); `keys`, the idempotency keys admitted (a hash, key → quantity),
// so a parallel repeat of a buy is never refused for the units its first try took. The database stays the
// authority: an admitted buyer still goes through takeUnits' conditional updates, and the reconciler writes the
// database's figures over these whenever it runs.

/**
 * Atomically: a key admitted already is a repeat (answered by the database path, taking nothing); else the
 * counter is seeded if missing, then the order's limit, the member's units against their limit, and the places
 * left decide; admitted, the places are taken and the member's units and the key recorded. Answers the verdict,
 * the member's units before this buy, and the places left before it.
 */
const ADMIT = `
local left, units, keys = KEYS[1], KEYS[2], KEYS[3]
local member, n, perOrder, perMember = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local seed, keyField, ttl = ARGV[5], ARGV[6], tonumber(ARGV[7])
if redis.call('HEXISTS', keys, keyField) == 1 then return {'repeat', 0, 0} end
redis.call('SET', left, seed, 'NX', 'EX', ttl)
local had = tonumber(redis.call('HGET', units, member) or '0')
local places = tonumber(redis.call('GET', left))
if perOrder >= 0 and n > perOrder then return {'refused', had, places} end
if perMember >= 0 and had + n > perMember then return {'refused', had, places} end
if places < n then return {'refused', had, places} end
redis.call('DECRBY', left, n)
redis.call('HINCRBY', units, member, n)
redis.call('HSET', keys, keyField, n)
redis.call('EXPIRE', units, ttl)
redis.call('EXPIRE', keys, ttl)
return {'admitted', had, places}
`;

/**
 * Undoes one admission, once: only a key still recorded gives its places back and comes off the member's units.
 * A counter gone meanwhile (Redis emptied) is left to its next seed, which reads the database.
 */
const GIVE_BACK = `
local left, units, keys = KEYS[1], KEYS[2], KEYS[3]
local member, n, keyField = ARGV[1], tonumber(ARGV[2]), ARGV[3]
if redis.call('HDEL', keys, keyField) == 0 then return 0 end
if redis.call('EXISTS', left) == 1 then redis.call('INCRBY', left, n) end
if redis.call('HINCRBY', units, member, -n) <= 0 then redis.call('HDEL', units, member) end
return 1
`;

/** Writes the database's figures over the session's: the places left, then every member's units, at once. */
const RECONCILE = `
local left, units = KEYS[1], KEYS[2]
local ttl = tonumber(ARGV[2])
redis.call('SET', left, ARGV[1], 'EX', ttl)
redis.call('DEL', units)
for i = 3, #ARGV, 2 do redis.call('HSET', units, ARGV[i], ARGV[i + 1]) end
if #ARGV > 2 then redis.call('EXPIRE', units, ttl) end
return 1
`;

interface GateCommands {
  seckillAdmit(...args: Array<string | number>): Promise<[string, number, number]>;
  seckillGiveBack(...args: Array<string | number>): Promise<number>;
  seckillReconcile(...args: Array<string | number>): Promise<number>;
}

const defined = new WeakSet<Redis>();

/** The client with the gate's scripts (sent once, then run by their hash: ioredis's defineCommand). */
function scripts(redis: Redis): Redis & GateCommands {
  if (!defined.has(redis)) {
    redis.defineCommand('seckillAdmit', { numberOfKeys: 3, lua: ADMIT });
    redis.defineCommand('seckillGiveBack', { numberOfKeys: 3, lua: GIVE_BACK });
    redis.defineCommand('seckillReconcile', { numberOfKeys: 2, lua: RECONCILE });
    defined.add(redis);
  }
  return redis as Redis & GateCommands;
}

/** A session's keys; the braces keep them in one slot of a Redis cluster, as one script touches them all. */
export function gateKeys(sessionId: number) {
  const at = `seckill:{${sessionId}}`;
  return { left: `${at}:left`, units: `${at}:units`, keys: `${at}:keys` };
}

/** Keys live until a day after the session ends, so an ended sale's leave Redis by themselves. */
function ttlSeconds(endsAt: Date, now: Date): number {
  return Math.max(60, Math.ceil((endsAt.getTime() - now.getTime()) / 1000) + 86_400);
}

/** One admitted buy: what giveBack needs to undo it. */
export interface Admitted {
  sessionId: number;
  memberId: number;
  quantity: number;
  keyField: string;
}

/**
 * The gate's verdict: admitted (the places taken), refused (with the refusal the database path would give), or
 * passed through to the database path unguarded: a repeat of an admitted key, or Redis not answering.
 */
export type Admission =
  | { verdict: 'admitted'; ticket: Admitted }
  | { verdict: 'refused'; refusal: SeckillRefusal }
  | { verdict: 'through' };

export interface SeckillGate {
  admit(s: SeckillSessionRow, memberId: number, quantity: number, key: string, at: Date): Promise<Admission>;
  /** Gives an admission's places back, once; a failure is logged and left to the reconciler. */
  giveBack(ticket: Admitted): Promise<void>;
}

/** The gate on this Redis; its failures are warnings, and the buy goes on by the database alone. */
export function seckillGate(redis: Redis, log: JobLog): SeckillGate {
  const r = scripts(redis);
  return {
    async admit(s, memberId, quantity, key, at) {
      const k = gateKeys(s.id);
      const keyField = `${memberId}:${key}`;
      let answer: [string, number, number];
      try {
        answer = await r.seckillAdmit(
          k.left,
          k.units,
          k.keys,
          memberId,
          quantity,
          s.perOrderLimit ?? -1,
          s.perMemberLimit ?? -1,
          s.remaining,
          keyField,
          ttlSeconds(s.endsAt, at),
        );
      } catch (err) {
        log.warn({ err, sessionId: s.id }, 'seckill gate unanswered; this buy goes to the database alone');
        return { verdict: 'through' };
      }
      const [verdict, had, places] = answer;
      if (verdict === 'repeat') return { verdict: 'through' };
      if (verdict === 'admitted')
        return { verdict: 'admitted', ticket: { sessionId: s.id, memberId, quantity, keyField } };
      // The very message the database path gives, from the figures the script decided on.
      const refusal = seckillRefusal(
        { ...rulesOf(s), stock: places },
        { loggedIn: true, bought: had },
        quantity,
        at,
      );
      return { verdict: 'refused', refusal: refusal ?? { code: 'SECKILL_SOLD_OUT' } };
    },
    async giveBack(ticket) {
      const k = gateKeys(ticket.sessionId);
      try {
        await r.seckillGiveBack(k.left, k.units, k.keys, ticket.memberId, ticket.quantity, ticket.keyField);
      } catch (err) {
        log.warn({ err, ...ticket }, 'seckill places not given back to the gate; the reconciler will');
      }
    },
  };
}

/**
 * Writes the database's figures over the gate's for every session still to run or running: its `remaining` and
 * each member's `bought` (units placed and not given back), read in one snapshot. So places whose order was never
 * written (a crash between the gate and the database), or was cancelled or timed out since, come back, and a
 * counter lost with Redis is whole again. How many sessions it wrote.
 */
export async function reconcileSeckillGate(db: Db, redis: Redis, now: Date): Promise<number> {
  const { sessions, buyers } = await db.transaction(
    async (tx) => {
      const sessions = await tx
        .select({
          id: seckillSessions.id,
          remaining: seckillSessions.remaining,
          endsAt: seckillSessions.endsAt,
        })
        .from(seckillSessions)
        .where(and(eq(seckillSessions.status, 'active'), gt(seckillSessions.endsAt, now)));
      const ids = sessions.map((s) => s.id);
      const buyers =
        ids.length === 0
          ? []
          : await tx
              .select()
              .from(seckillBuyers)
              .where(and(inArray(seckillBuyers.sessionId, ids), gt(seckillBuyers.bought, 0)));
      return { sessions, buyers };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const unitsOf = new Map<number, number[]>();
  for (const b of buyers)
    unitsOf.set(b.sessionId, [...(unitsOf.get(b.sessionId) ?? []), b.memberId, b.bought]);
  const r = scripts(redis);
  for (const s of sessions) {
    const k = gateKeys(s.id);
    await r.seckillReconcile(
      k.left,
      k.units,
      s.remaining,
      ttlSeconds(s.endsAt, now),
      ...(unitsOf.get(s.id) ?? []),
    );
  }
  return sessions.length;
}

export const RECONCILE_SECKILL_GATE_JOB = 'marketing.reconcile-seckill-gate';

/** The job that brings the gate back to the database every `seconds` (registered only with Redis). */
export function reconcileSeckillGateJob(db: Db, redis: Redis, seconds: number): JobDefinition {
  return {
    name: RECONCILE_SECKILL_GATE_JOB,
    everySeconds: seconds,
    async run({ now }) {
      await reconcileSeckillGate(db, redis, now);
    },
  };
}
