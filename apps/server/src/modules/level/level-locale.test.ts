import type {
  ActivatInfoOut,
  LevelOut,
  PhoneAccount,
  UpgradeInfoOut,
  UpgradeOrderDetailOut,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerCategories } from '../../db/schema/level.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance, levelSuite, upgrade } from './level-test-kit.ts';

/** Silver in Simplified Chinese and Spanish (name only); Gold in both Chinese scripts, its benefits Simplified only. */
const translations = {
  silver: { 'zh-CN': { name: '白银会员', benefits: ['生日当天饮品免费升杯'] }, es: { name: 'Plata' } },
  gold: {
    'zh-CN': { name: '黄金会员', benefits: ['九五折'] },
    'zh-Hant': { name: '黃金會員' },
    es: { name: 'Oro', benefits: [] },
  },
  black: { 'zh-Hant': { name: '黑金會員' } },
};

describe.each(dbTargets())('member levels in the reader’s language on %s', (target) => {
  const suite = levelSuite(target);
  beforeAll(async () => {
    for (const [code, tr] of Object.entries(translations)) {
      await suite.t.db
        .update(customerCategories)
        .set({ translations: tr })
        .where(eq(customerCategories.code, code));
    }
  });

  const as = (locale: string | null, session?: string) => {
    const headers: Record<string, string> = locale ? { 'x-locale': locale } : {};
    return session ? { session, headers } : { headers };
  };
  const levels = async (locale: string | null) =>
    (
      await suite.t.call<{ categorys: LevelOut[] }>(
        'CustomerCategory/LoadCategorys',
        { includeAutoUpgradeRule: true },
        as(locale),
      )
    ).body.Result.categorys;

  it('lists names and benefits along the fallback chain, the base text last', async () => {
    const names = async (locale: string | null) => (await levels(locale)).map((l) => l.name);
    expect(await names('zh-CN')).toEqual(['Regular', '白银会员', '黄金会员', 'Black']);
    // Traditional reads Simplified where it has no text of its own.
    expect(await names('zh-Hant')).toEqual(['Regular', '白银会员', '黃金會員', '黑金會員']);
    expect(await names('zh-TW')).toEqual(['Regular', '白银会员', '黃金會員', '黑金會員']);
    expect(await names('es')).toEqual(['Regular', 'Plata', 'Oro', 'Black']);
    expect(await names('en')).toEqual(['Regular', 'Silver', 'Gold', 'Black']);
    expect(await names(null)).toEqual(['Regular', 'Silver', 'Gold', 'Black']);
    const gold = async (locale: string) => (await levels(locale)).find((l) => l.code === 'gold')!;
    expect((await gold('zh-Hant')).benefits).toEqual(['九五折']);
    // An empty list is no translation: Spanish falls back to the base lines.
    expect((await gold('es')).benefits).toEqual(['5% off']);
    expect(JSON.stringify(await levels('zh-CN'))).not.toContain('translations');
  });

  it('names the member’s level in their language on the card, the upgrade info, the login info and the chooser', async () => {
    const m = await memberSession(suite.t, '13900001234');
    const store = { 'x-store-id': String(suite.store) };
    const read = async (locale: string) => {
      const opts = { session: m.session, headers: { 'x-locale': locale, ...store } };
      const info = await suite.t.call<UpgradeInfoOut>(
        'CustomerCategory/CustomerCategoryUpgradeInfo',
        {},
        opts,
      );
      const card = await suite.t.call<ActivatInfoOut>('customeraccount/GetCustomerActivatInfo', {}, opts);
      const login = await suite.t.call<{ userInfo: { categoryName: string } }>(
        'customeraccount/FindLoginInfo',
        { storeId: suite.store },
        opts,
      );
      const chooser = await suite.t.call<{ accounts: PhoneAccount[] }>(
        'customeraccount/GetCustomersByTel',
        {},
        opts,
      );
      return [
        info.body.Result.current?.name,
        info.body.Result.next?.name,
        card.body.Result.level?.name,
        login.body.Result.userInfo.categoryName,
        chooser.body.Result.accounts[0]?.categoryName,
      ];
    };
    // The entry level has no translations: its base text in every language.
    expect(await read('zh-Hant')).toEqual(['Regular', '白银会员', 'Regular', 'Regular', 'Regular']);
    await giveBalance(suite.t, m.memberId, 3000);
    const bought = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { setCode: 'gold', payMethod: 2 },
    });
    expect(bought.body.Result.category.name).toBe('Gold');
    expect(await read('zh-Hant')).toEqual(['黃金會員', undefined, '黃金會員', '黃金會員', '黃金會員']);
    expect(await read('es')).toEqual(['Oro', undefined, 'Oro', 'Oro', 'Oro']);
    const detail = await suite.t.call<UpgradeOrderDetailOut>(
      'Order/CustomerCategoryDetail',
      { orderNo: bought.body.Result.orderNo },
      as('zh-CN', m.session),
    );
    expect(detail.body.Result.category.name).toBe('黄金会员');
  });
});
