import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { customerAttributeValues } from '../../../db/schema/account/profile.ts';
import { imageBytes } from '../../../platform/uploads/test-images.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../../test/harness.ts';
import { type Seeded, seedProfileStores, shopper } from './profile-test-kit.ts';

const PARALLEL = 20;

describe.runIf(hasPostgres)('once-only profile fields and avatars under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let s: Seeded;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'profile-race-'));
    t = await createTestApp('postgres', { env: { DATA_DIR: dataDir } });
    s = await seedProfileStores(t.db);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs the saves at once and checks that exactly one went through and every other was told ONCE. */
  async function exactlyOneWins(results: Array<{ status: number; body: { Code: string | null } }>) {
    const ok = results.map((r, i) => (r.status === 200 ? i : -1)).filter((i) => i >= 0);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.Code).toBe('PROFILE_FIELD_ONCE');
    }
    return ok[0]!;
  }

  it(`keeps one of ${PARALLEL} parallel first settings of a once-only built-in field`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const m = await shopper(t, s.hqId);
      const days = Array.from({ length: PARALLEL }, (_, i) => `1990-01-${String(i + 1).padStart(2, '0')}`);
      const results = await Promise.all(
        days.map((birthday) => m.call('UpdateCustomerArchives', { name: 'Race', birthday })),
      );
      const winner = await exactlyOneWins(results);
      const [row] = await t.db.select().from(members).where(eq(members.id, m.memberId));
      expect(row?.birthday).toBe(days[winner]);
    }
  });

  it(`keeps one of ${PARALLEL} parallel first settings of a once-only attribute`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const m = await shopper(t, s.hqId);
      const cards = Array.from({ length: PARALLEL }, (_, i) => `CARD-${round}-${i}`);
      const results = await Promise.all(
        cards.map((value) =>
          m.call('UpdateCustomerArchives', { name: 'Race', attributes: [{ id: s.attr.card, value }] }),
        ),
      );
      const winner = await exactlyOneWins(results);
      const rows = await t.db
        .select()
        .from(customerAttributeValues)
        .where(eq(customerAttributeValues.memberId, m.memberId));
      expect(rows.map((r) => r.value)).toEqual([cards[winner]]);
    }
  });

  it('leaves exactly the current avatar on disk after parallel uploads by one member', async () => {
    const m = await shopper(t, s.hqId);
    const image = imageBytes('png12x9').toString('base64');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('CustomerAccount/SavePhoto', { image }, { session: m.session }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.db.select().from(members).where(eq(members.id, m.memberId));
    expect(await readdir(join(dataDir, 'media', 'avatars'))).toEqual([row!.photoPath!.split('/').pop()]);
  });
});
