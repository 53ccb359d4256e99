import type { CashOutOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { partnerLevels } from '../../db/schema/partner.ts';
import { staffCliSuite } from '../../platform/staff/cli-test-kit.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import {
  newKey,
  type PartnerSuite,
  partnerCall,
  partnerWithWithdrawable,
  profitBooks,
} from './partner-test-kit.ts';

describe('staff partner command against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('approves applications, confirms and rejects cash-outs only from requested', async () => {
    const store = await insertStore(suite.t.db, { partner: { holdDays: 1, cashOutMinimum: 100 } });
    const [level] = await suite.t.db
      .insert(partnerLevels)
      .values({ storeId: store, name: 'Gold', rank: 1, firstRate: 1000, createdAt: suite.t.clock.now() })
      .returning();
    const s: PartnerSuite = { t: suite.t, store, level: level!.id };
    const applicant = await memberSession(suite.t);
    await partnerCall(s, 'Partner/Apply', { levelId: level!.id, agreementVersion: '1' }, applicant.session);
    const listed = await run('partner', 'applications');
    expect(listed.out.join('\n')).toContain(`member ${applicant.memberId}  applied`);
    const approved = await run('partner', 'approve', String(applicant.memberId));
    expect(approved.out[0]).toContain('active');
    const { partner } = await partnerWithWithdrawable(s, 5000);
    const ask = (amount: number) =>
      partnerCall<CashOutOut>(
        s,
        'Partner/CashOut',
        {
          amount,
          method: 'bank',
          account: '6222',
          remark: 'rent',
          agreementVersion: '1',
          idempotencyKey: newKey(),
        },
        partner.session,
      );
    const a = (await ask(10)).body.Result.id;
    const b = (await ask(20)).body.Result.id;
    const waiting = await run('partner', 'cash-outs');
    expect(waiting.out.join('\n')).toMatch(
      /requested\s+member \d+ {2}¥10\.00 − fee ¥0\.00 = pay ¥10\.00 {2}bank 6222/,
    );
    const paid = await run('partner', 'confirm', String(a), 'paid', 'by', 'transfer');
    expect(paid.out[0]).toMatch(/paid .*note: paid by transfer$/);
    const refused = await run('partner', 'reject', String(b));
    expect(refused.out[0]).toContain('rejected');
    const again = await run('partner', 'confirm', String(b));
    expect(again.code).not.toBe(0);
    expect(again.err.join('\n')).toContain('该提现申请已处理');
    const books = await profitBooks(suite.t.db, partner.memberId);
    expect([books.withdrawable, books.withdrawableSum]).toEqual([4000, 4000]);
    expect((await run('partner', 'release')).out[0]).toMatch(/released$/);
    const added = await run(
      'partner',
      'level-add',
      JSON.stringify({
        storeId: store,
        name: 'Platinum',
        rank: 2,
        firstRate: 2000,
        secondRate: 800,
        price: 299,
      }),
    );
    expect(added.out[0]).toMatch(/rank 2 {2}20% \/ 8% {2}¥299\.00 {2}no end {2}Platinum$/);
    const taken = await run(
      'partner',
      'level-add',
      JSON.stringify({ storeId: store, name: 'Again', rank: 2, firstRate: 1 }),
    );
    expect(taken.code).not.toBe(0);
    expect((await run('partner', 'levels', String(store))).out).toHaveLength(2);
    const product = await insertProduct(suite.t.db, store, { name: 'Tart', price: 1200 });
    const set = await run('partner', 'commission', String(product), JSON.stringify({ firstFixed: 1.5 }));
    expect(set.out[0]).toContain('"firstFixed":150');
    expect((await run('partner', 'commission', '999999', '{"firstRate":10}')).code).not.toBe(0);
    const revoked = await run('partner', 'revoke', String(applicant.memberId));
    expect(revoked.out[0]).toContain('revoked');
    expect((await run('partner', 'revoke', String(applicant.memberId))).code).not.toBe(0);
    expect((await run('partner', 'bogus')).code).not.toBe(0);
  });
});
