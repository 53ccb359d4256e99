import type { CustomerAttributeWithValue, LevelOut } from '@shop/contracts';
import { locales } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedgerSum } from '../../modules/points/ledger.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { members } from '../schema/account/member.ts';
import { customerAttributes } from '../schema/account/profile.ts';
import { customerCategories } from '../schema/level.ts';
import { stores } from '../schema/store.ts';
import { demoMember } from './chain.ts';
import { loadDemoData } from './load-demo-data.ts';

describe.each(dbTargets())('demo member levels on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await loadDemoData(t.db);
    await loadDemoData(t.db);
  });
  afterAll(() => t.close());

  it('loads four levels once, the demo member in Gold with a points ledger matching their points', async () => {
    const levels = await t.db.select().from(customerCategories).orderBy(asc(customerCategories.rank));
    expect(levels.map((l) => [l.code, l.growthThreshold, l.upgradePrice])).toEqual([
      ['regular', null, null],
      ['silver', 500, null],
      ['gold', 2000, 3000],
      ['black_gold', null, 9800],
    ]);
    expect(levels.every((l) => l.benefits.length > 0)).toBe(true);
    const [member] = await t.db.select().from(members).where(eq(members.phone, demoMember.phone));
    expect(member!.categoryId).toBe(levels[2]!.id);
    expect(await pointsLedgerSum(t.db, member!.id)).toBe(member!.points);
    const settings = (await t.db.select({ s: stores.settings }).from(stores)).map((r) => r.s);
    expect(settings.every((s) => s.payUpgradeInviteReward?.points === 200 && s.growthPerYuan === 1)).toBe(
      true,
    );
  });

  const levelsIn = async (locale: string) =>
    (
      await t.call<{ categorys: LevelOut[] }>(
        'CustomerCategory/LoadCategorys',
        {},
        { headers: { 'x-locale': locale } },
      )
    ).body.Result.categorys;

  it('names every level and benefit line in each language', async () => {
    const names = Object.fromEntries(
      await Promise.all(locales.map(async (l) => [l, (await levelsIn(l)).map((c) => c.name)] as const)),
    );
    expect(names).toEqual({
      en: ['Regular', 'Silver', 'Gold', 'Black Gold'],
      es: ['Estándar', 'Plata', 'Oro', 'Oro Negro'],
      'zh-CN': ['普通会员', '白银会员', '黄金会员', '黑金会员'],
      'zh-Hant': ['一般會員', '白銀會員', '黃金會員', '黑金會員'],
    });
    const english = await levelsIn('en');
    for (const locale of ['es', 'zh-CN', 'zh-Hant']) {
      const translated = await levelsIn(locale);
      translated.forEach((level, i) => {
        expect(level.benefits).toHaveLength(english[i]!.benefits.length);
        for (const line of level.benefits) expect(english[i]!.benefits, locale).not.toContain(line);
      });
    }
  });

  it('labels the profile questions and their options in each language, values stay English', async () => {
    const [member] = await t.db.select().from(members).where(eq(members.phone, demoMember.phone));
    const session = await createSession(t.db, t.clock, member!.id);
    const read = async (locale: string) =>
      (
        await t.call<{ attributes: CustomerAttributeWithValue[] }>(
          'customeraccount/LoadUserCustomerAttributeWithValue',
          {},
          { session, headers: { 'x-locale': locale } },
        )
      ).body.Result.attributes;
    const drink = async (locale: string) => (await read(locale))[0]!;
    expect(await drink('zh-Hant')).toMatchObject({
      label: '最愛飲品',
      value: 'Milk tea',
      optionLabels: ['奶茶', '水果茶', '咖啡', '更愛糕點'],
    });
    expect((await drink('zh-CN')).label).toBe('最爱饮品');
    expect((await drink('es')).label).toBe('Bebida favorita');
    const english = (await read('en')).map((a) => a.label);
    for (const locale of ['es', 'zh-CN', 'zh-Hant']) {
      const labels = (await read(locale)).map((a) => a.label);
      expect(
        labels.filter((label, i) => label === english[i]),
        locale,
      ).toEqual([]);
    }
  });

  it('gives a database loaded before the translations existed the demo translations, keeping any already set', async () => {
    await t.db.update(customerCategories).set({ translations: {} });
    await t.db.update(customerAttributes).set({ translations: {} });
    await t.db
      .update(customerCategories)
      .set({ translations: { es: { name: 'Plata fina' } } })
      .where(eq(customerCategories.code, 'silver'));
    await loadDemoData(t.db);
    expect((await levelsIn('es')).map((l) => l.name)).toEqual(['Estándar', 'Plata fina', 'Oro', 'Oro Negro']);
    const attrs = await t.db.select().from(customerAttributes);
    expect(attrs.every((a) => Object.keys(a.translations).length === 3)).toBe(true);
  });
});
