import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAddresses } from '../../db/schema/address.ts';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { addAddress } from './address-test-kit.ts';

const ROUNDS = 20;

// At most one default per member, whatever runs at once (SPEC §3 default flag; DESIGN §4 conditional updates).
describe.runIf(hasPostgres)('address defaults under concurrency on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: parallel "set default" on five addresses and two new defaults leave exactly one`, async () => {
      const { memberId, session } = await memberSession(t);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await addAddress(t, session)).body.Result.id);
      const results = await Promise.all([
        ...ids.map((id) => t.call('CustomerAddress/UpdateAddress', { id, isDefault: true }, { session })),
        ...[1, 2].map(() => addAddress(t, session, { ...defaultBody(), isDefault: true })),
      ]);
      expect(results.map((r) => r.status)).toEqual(Array(7).fill(200));
      const defaults = await t.db
        .select({ id: memberAddresses.id })
        .from(memberAddresses)
        .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
      expect(defaults).toHaveLength(1);
    });
  }

  it('lets parallel adds past the cap keep exactly the cap', async () => {
    const { memberId, session } = await memberSession(t);
    const results = await Promise.all(Array.from({ length: 30 }, () => addAddress(t, session)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    expect(results.filter((r) => r.body.Code === 'ADDRESS_LIMIT')).toHaveLength(10);
    const rows = await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
    expect(rows).toHaveLength(20);
  });
});

function defaultBody(): Record<string, unknown> {
  return {
    receiver: '李华',
    phone: '13700001111',
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310106',
    detail: '常德路 1 号',
  };
}
