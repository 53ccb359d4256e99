import { type SeckillRefusal, seckillRefusal } from '@shop/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client.ts';
import { seckillBuyers, seckillOrders, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { TtlCache } from '../../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/job.ts';
import { kindOrderKeys, selectKindOrders } from '../../order/index.ts';
import { rulesOf, type SeckillSessionRow } from './sessions.ts';

// The Redis admission gate in front of a seckill buy (decision 073). Per session, three keys: `left`, the places
// still to hand out (seeded from the session's `remaining` by the first buyer who finds it missing); `units`, each
// member's units admitted (a hash by member id); `keys`, the idempotency keys admitted (a hash, key → quantity),
// so a parallel repeat of a buy is never refused for the units its first try took. The database stays the
// authority: an admitted buyer still goes through takeUnits' conditional updates, and the reconciler writes the
// database's figures over these whenever it runs.

/**
 * Atomically: a key admitted already is a repeat (answered by the database path, taking nothing); a counter
 * missing is seeded from ARGV[5], or, when none is given, the script answers 'unseeded' for the caller to read
 * the database and call again; then the order's limit, the member's units against their limit, and the places
 * left decide; admitted, the places are taken and the member's units and the key recorded. Answers the verdict,
 * the member's units before this buy, and the places left before it.
 */
const ADMIT = `
local left, units, keys = KEYS[1], KEYS[2], KEYS[3]
local member, n, perOrder, perMember = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local seed, keyField, ttl = ARGV[5], ARGV[6], tonumber(ARGV[7])
if redis.call('HEXISTS', keys, keyField) == 1 then return {'repeat', 0, 0} end
if redis.call('EXISTS', left) == 0 then
  if seed == '' then return {'unseeded', 0, 0} end
  redis.call('SET', left, seed, 'NX', 'EX', ttl)
end
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

/**
 * Writes the database's figures over the session's, at once: the places left, every member's units (ARGV[3]
 * pairs of member and units), and adds the keys of its orders (the pairs after), so a key whose order the gate
 * never saw (Redis emptied, or down when it was placed) goes through as a repeat, never refused.
 */
const RECONCILE = `
local left, units, keys = KEYS[1], KEYS[2], KEYS[3]
local ttl, pairs = tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('SET', left, ARGV[1], 'EX', ttl)
redis.call('DEL', units)
local last = 3 + 2 * pairs
for i = 4, last, 2 do redis.call('HSET', units, ARGV[i], ARGV[i + 1]) end
for i = last + 1, #ARGV, 2 do redis.call('HSET', keys, ARGV[i], ARGV[i + 1]) end
redis.call('EXPIRE', units, ttl)
redis.call('EXPIRE', keys, ttl)
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
    redis.defineCommand('seckillReconcile', { numberOfKeys: 3, lua: RECONCILE });
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
  /** The session as the gate last read it (at most a second ago): the rules it judges by, its seed. */
  session(
    storeId: number,
    id: number,
    load: () => Promise<SeckillSessionRow | null>,
  ): Promise<SeckillSessionRow | null>;
  /** `fresh` reads the session from the database, for the counter's seed when Redis has none. */
  admit(
    s: SeckillSessionRow,
    memberId: number,
    quantity: number,
    key: string,
    at: Date,
    fresh: () => Promise<SeckillSessionRow | null>,
  ): Promise<Admission>;
  /** Gives an admission's places back, once; a failure is logged and left to the reconciler. */
  giveBack(ticket: Admitted): Promise<void>;
}

/**
 * The gate on this Redis; its failures are warnings, and the buy goes on by the database alone. Sessions' rules
 * are kept a second: staff only create and end them, and an end seen late lets a buyer through to the database
 * path, which reads the session afresh and refuses.
 */
export function seckillGate(redis: Redis, log: JobLog, clock: Clock): SeckillGate {
  const r = scripts(redis);
  const sessions = new TtlCache<string, SeckillSessionRow | null>(1_000);
  return {
    session: (storeId, id, load) => sessions.get(`${storeId}:${id}`, clock, load),
    async admit(s, memberId, quantity, key, at, fresh) {
      const k = gateKeys(s.id);
      const keyField = `${memberId}:${key}`;
      const run = (seed: number | '') =>
        r.seckillAdmit(
          k.left,
          k.units,
          k.keys,
          memberId,
          quantity,
          s.perOrderLimit ?? -1,
          s.perMemberLimit ?? -1,
          seed,
          keyField,
          ttlSeconds(s.endsAt, at),
        );
      let answer: [string, number, number];
      try {
        answer = await run('');
        // The counter missing (the sale's first buyer, or Redis emptied): seeded from the database as it is now.
        if (answer[0] === 'unseeded') answer = await run((await fresh())?.remaining ?? 0);
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
  const { sessions, buyers, keys } = await db.transaction(
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
      // Every order of these sessions, live or given back: a repeat of any of their keys is answered, not refused.
      const keys =
        ids.length === 0
          ? []
          : await selectKindOrders(tx, { fact: seckillOrders })
              .innerJoin(seckillOrders, eq(seckillOrders.orderId, kindOrderKeys.id))
              .where(inArray(seckillOrders.sessionId, ids));
      return { sessions, buyers, keys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  // Flat lists of pairs per session, as the script takes them.
  const pairsOf = (map: Map<number, Array<string | number>>, id: number, ...pair: Array<string | number>) =>
    map.set(id, [...(map.get(id) ?? []), ...pair]);
  const unitsOf = new Map<number, Array<string | number>>();
  for (const b of buyers) pairsOf(unitsOf, b.sessionId, b.memberId, b.bought);
  const keysOf = new Map<number, Array<string | number>>();
  for (const { order, fact } of keys)
    pairsOf(keysOf, fact.sessionId, `${fact.memberId}:${order.idempotencyKey}`, fact.quantity);
  const r = scripts(redis);
  for (const s of sessions) {
    const k = gateKeys(s.id);
    const units = unitsOf.get(s.id) ?? [];
    await r.seckillReconcile(
      k.left,
      k.units,
      k.keys,
      s.remaining,
      ttlSeconds(s.endsAt, now),
      units.length / 2,
      ...units,
      ...(keysOf.get(s.id) ?? []),
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
