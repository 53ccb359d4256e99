import { PASSWORD_ADDRESS_MAX_FAILURES, PASSWORD_MEMBER_MAX_FAILURES } from '@shop/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { passwordFailures } from '../../db/schema/account/verification.ts';
import { insertMember, insertStore } from '../../test/fixtures.ts';
import { type CallResult, createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { sliderToken, uniqueAddress } from './account-test-kit.ts';
import { hashPassword } from './password-hash.ts';

const ROUNDS = 20;
const PARALLEL = 30;
// Twenty rounds of thirty scrypt-costed tries on two shared cores: well over the default minute on a busy day.
const TIMEOUT_MS = 240_000;

describe.runIf(hasPostgres)('password login under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let knownHash: string;
  beforeAll(async () => {
    t = await createTestApp('postgres', {
      seed: (db) => insertStore(db, { loginOptions: ['sms', 'password'] }).then(() => {}),
    });
    knownHash = await hashPassword('abc123');
  });
  afterAll(() => t.close());

  /** A member with the password abc123; its member number. */
  async function memberNo(): Promise<string> {
    const id = await insertMember(t.db);
    const [row] = await t.db
      .update(members)
      .set({ passwordHash: knownHash })
      .where(eq(members.id, id))
      .returning({ memberNo: members.memberNo });
    return row!.memberNo;
  }

  /**
   * Password tries, one per [member number, address, password (default wrong)], all sent at once, each with a
   * slider solved beforehand from its address.
   */
  async function tryAllAtOnce(tries: Array<[string, string, string?]>) {
    const tokens = await Promise.all(tries.map(([, ip]) => sliderToken(t, ip)));
    return Promise.all(
      tries.map(([no, ip, password = 'nope00'], i) =>
        t.call(
          'customeraccount/SignInByPassword',
          { memberNo: no, password, agreed: true, sliderToken: tokens[i] },
          { headers: { 'x-forwarded-for': ip } },
        ),
      ),
    );
  }

  const addressFailures = async (ip: string) =>
    (
      await t.db.select({ n: count() }).from(passwordFailures).where(eq(passwordFailures.clientAddress, ip))
    )[0]!.n;

  const codes = (results: CallResult[]) => {
    const tally: Record<string, number> = {};
    for (const r of results) tally[r.body.Code ?? 'ok'] = (tally[r.body.Code ?? 'ok'] ?? 0) + 1;
    return tally;
  };

  it(
    `refuses all but ${PASSWORD_ADDRESS_MAX_FAILURES} of ${PARALLEL} parallel wrong tries from one address on different numbers`,
    async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const ip = uniqueAddress();
        // Half real members, half unknown numbers: both count against the address.
        const numbers = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) => (i % 2 ? `NOBODY${round}x${i}` : memberNo())),
        );
        const results = await tryAllAtOnce(numbers.map((no) => [no, ip]));
        expect(codes(results), `round ${round + 1}`).toEqual({
          PASSWORD_WRONG: PASSWORD_ADDRESS_MAX_FAILURES,
          TOO_FREQUENT: PARALLEL - PASSWORD_ADDRESS_MAX_FAILURES,
        });
        expect(await addressFailures(ip)).toBe(PASSWORD_ADDRESS_MAX_FAILURES);
      }
    },
    TIMEOUT_MS,
  );

  it(
    `refuses all but ${PASSWORD_MEMBER_MAX_FAILURES} of ${PARALLEL} parallel wrong tries on one member from different addresses`,
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const no = await memberNo();
        const results = await tryAllAtOnce(Array.from({ length: PARALLEL }, () => [no, uniqueAddress()]));
        expect(codes(results), `round ${round + 1}`).toEqual({
          PASSWORD_WRONG: PASSWORD_MEMBER_MAX_FAILURES,
          TOO_FREQUENT: PARALLEL - PASSWORD_MEMBER_MAX_FAILURES,
        });
        const [m] = await t.db.select({ id: members.id }).from(members).where(eq(members.memberNo, no));
        const [counted] = await t.db
          .select({ n: count() })
          .from(passwordFailures)
          .where(and(eq(passwordFailures.memberId, m!.id), eq(passwordFailures.kind, 'password')));
        expect(counted!.n).toBe(PASSWORD_MEMBER_MAX_FAILURES);
      }
    },
    TIMEOUT_MS,
  );

  it(
    'logs in a right password sent alongside wrong ones from its address, and does not count it',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const ip = uniqueAddress();
        const right = await memberNo();
        const wrong = PASSWORD_ADDRESS_MAX_FAILURES - 1;
        const tries: Array<[string, string, string?]> = Array.from({ length: wrong }, (_, i) => [
          `NOBODY-R${round}x${i}`,
          ip,
        ]);
        tries.splice(round * 3, 0, [right, ip, 'abc123']);
        expect(codes(await tryAllAtOnce(tries)), `round ${round + 1}`).toEqual({
          ok: 1,
          PASSWORD_WRONG: wrong,
        });
        expect(await addressFailures(ip)).toBe(wrong);
        // The right try left room for exactly one more wrong one.
        expect(codes(await tryAllAtOnce([['NOBODY-LAST', ip]]))).toEqual({ PASSWORD_WRONG: 1 });
        expect(codes(await tryAllAtOnce([[right, ip, 'abc123']]))).toEqual({ TOO_FREQUENT: 1 });
      }
    },
    TIMEOUT_MS,
  );
});
