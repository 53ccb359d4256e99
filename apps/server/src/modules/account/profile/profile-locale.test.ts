import type { CustomerAttributeWithValue } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAttributes, customerAttributeValues } from '../../../db/schema/account/profile.ts';
import { insertStore, memberSession } from '../../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../../test/harness.ts';
import { P } from './profile-test-kit.ts';

type Attributes = { attributes: CustomerAttributeWithValue[] };

describe.each(dbTargets())('custom profile fields in the reader’s language on %s', (target) => {
  let t: TestApp;
  let store: number;
  let drink: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await insertStore(t.db);
    const [row] = await t.db
      .insert(customerAttributes)
      .values({
        storeId: store,
        name: 'Favourite drink',
        type: 'select',
        options: ['Milk tea', 'Coffee'],
        // Traditional Chinese has a label but no options: it reads the Simplified ones.
        translations: {
          'zh-CN': { name: '最爱饮品', options: ['奶茶', '咖啡'] },
          'zh-Hant': { name: '最愛飲品' },
          es: { name: 'Bebida favorita', options: ['Té con leche'] },
        },
      })
      .returning({ id: customerAttributes.id });
    drink = row!.id;
  });
  afterAll(() => t.close());

  async function shopper() {
    const { memberId, session } = await memberSession(t);
    const call = <R>(locale: string, path: string, body: unknown = {}) =>
      t.call<R>(`${P}${path}`, body, {
        session,
        headers: { 'x-store-id': String(store), 'x-locale': locale },
      });
    return { memberId, call };
  }

  it('labels the field and its options in the reader’s language, the options still the stored values', async () => {
    const m = await shopper();
    const read = async (locale: string) =>
      (await m.call<Attributes>(locale, 'LoadUserCustomerAttributeWithValue')).body.Result.attributes[0]!;
    expect(await read('zh-Hant')).toMatchObject({
      label: '最愛飲品',
      options: ['Milk tea', 'Coffee'],
      optionLabels: ['奶茶', '咖啡'],
    });
    // A Spanish list that does not line up with the options is not used: the base options show.
    expect(await read('es')).toMatchObject({
      label: 'Bebida favorita',
      optionLabels: ['Milk tea', 'Coffee'],
    });
    expect(await read('en')).toMatchObject({
      label: 'Favourite drink',
      optionLabels: ['Milk tea', 'Coffee'],
    });
    expect(JSON.stringify(await read('zh-CN'))).not.toContain('translations');
  });

  it('stores the base option whatever the language, refuses a translated label, naming the field as read', async () => {
    const m = await shopper();
    const save = (locale: string, value: string) =>
      m.call(locale, 'UpdateCustomerArchives', { attributes: [{ id: drink, value }] });
    const refused = await save('zh-Hant', '咖啡');
    expect(refused.status).toBe(400);
    expect(refused.body.Code).toMatch(/^PROFILE_FIELD_/);
    expect(refused.body.Message).toContain('最愛飲品');
    const stored = () =>
      t.db
        .select({ value: customerAttributeValues.value })
        .from(customerAttributeValues)
        .where(
          and(
            eq(customerAttributeValues.memberId, m.memberId),
            eq(customerAttributeValues.attributeId, drink),
          ),
        );
    expect(await stored()).toEqual([]);
    expect((await save('zh-Hant', 'Coffee')).status).toBe(200);
    expect(await stored()).toEqual([{ value: 'Coffee' }]);
    const again = (await m.call<Attributes>('zh-CN', 'LoadUserCustomerAttributeWithValue')).body.Result;
    expect(again.attributes[0]).toMatchObject({ value: 'Coffee', optionLabels: ['奶茶', '咖啡'] });
  });
});
