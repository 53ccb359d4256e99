import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { customerAttributes, customerAttributeValues } from '../schema/account/profile.ts';
import { type StoreSettings, stores } from '../schema/store.ts';
import { demoMember } from './chain.ts';

/** The demo chain asks for a name, and a birthday once (it drives the birthday treat, so it cannot be moved). */
const demoFieldRules: NonNullable<StoreSettings['profileFields']> = {
  name: { required: true },
  birthday: { onceOnly: true },
};

/**
 * The demo chain's own profile questions, in its language (English, like its menu), with their labels and options
 * in the other three languages (the member's value stays the English option).
 */
type DemoAttribute = Omit<typeof customerAttributes.$inferInsert, 'storeId'> & { demoValue?: string };

const demoAttributes: DemoAttribute[] = [
  {
    name: 'Favourite drink',
    type: 'select',
    options: ['Milk tea', 'Fruit tea', 'Coffee', 'Pastries first'],
    translations: {
      es: { name: 'Bebida favorita', options: ['Té con leche', 'Té de frutas', 'Café', 'Mejor la bollería'] },
      'zh-CN': { name: '最爱饮品', options: ['奶茶', '果茶', '咖啡', '更爱糕点'] },
      'zh-Hant': { name: '最愛飲品', options: ['奶茶', '水果茶', '咖啡', '更愛糕點'] },
    },
    demoValue: 'Milk tea',
  },
  {
    name: 'Allergy note',
    type: 'text',
    maxLength: 100,
    translations: {
      es: { name: 'Alergias' },
      'zh-CN': { name: '过敏说明' },
      'zh-Hant': { name: '過敏說明' },
    },
  },
  {
    name: 'Anniversary',
    type: 'date',
    translations: { es: { name: 'Aniversario' }, 'zh-CN': { name: '纪念日' }, 'zh-Hant': { name: '紀念日' } },
  },
  // Printed on the physical card handed out in store: entered once, then only the store can change it.
  {
    name: 'Membership card no.',
    type: 'text',
    maxLength: 20,
    onceOnly: true,
    translations: {
      es: { name: 'N.º de tarjeta de socio' },
      'zh-CN': { name: '会员卡号' },
      'zh-Hant': { name: '會員卡號' },
    },
  },
  // Set by the store when the member signs up at a counter.
  {
    name: 'Home branch',
    type: 'select',
    options: ["Jing'an Temple", 'Xintiandi', 'Lujiazui'],
    translations: {
      es: { name: 'Tienda de alta', options: ["Templo de Jing'an", 'Xintiandi', 'Lujiazui'] },
      'zh-CN': { name: '开卡门店', options: ['静安寺', '新天地', '陆家嘴'] },
      'zh-Hant': { name: '開卡門市', options: ['靜安寺', '新天地', '陸家嘴'] },
    },
    locked: true,
    demoValue: "Jing'an Temple",
  },
];

/** Gives the demo questions of a database loaded before they had translations their other languages. */
async function addMissingTranslations(tx: Tx, headquartersId: number): Promise<void> {
  for (const a of demoAttributes) {
    await tx
      .update(customerAttributes)
      .set({ translations: a.translations })
      .where(
        and(
          eq(customerAttributes.storeId, headquartersId),
          eq(customerAttributes.name, a.name),
          sql`${customerAttributes.translations} = '{}'::jsonb`,
        ),
      );
  }
}

/**
 * Gives the demo headquarters its profile field rules and custom attributes, and the demo member a few values,
 * unless the headquarters has attributes already (a database loaded before they existed gets them once).
 */
export async function ensureDemoProfile(tx: Tx, headquartersId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: customerAttributes.id })
    .from(customerAttributes)
    .where(eq(customerAttributes.storeId, headquartersId))
    .limit(1);
  if (existing) return addMissingTranslations(tx, headquartersId);
  await tx
    .update(stores)
    .set({ settings: sql`${stores.settings} || ${JSON.stringify({ profileFields: demoFieldRules })}::jsonb` })
    .where(eq(stores.id, headquartersId));
  const rows = await tx
    .insert(customerAttributes)
    .values(
      demoAttributes.map(({ demoValue: _v, ...a }, i) => ({ ...a, storeId: headquartersId, sort: i * 10 })),
    )
    .returning({ id: customerAttributes.id, name: customerAttributes.name });
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, demoMember.phone));
  if (!member) return;
  const values = demoAttributes.flatMap((a) => {
    const row = rows.find((r) => r.name === a.name);
    return a.demoValue && row ? [{ memberId: member.id, attributeId: row.id, value: a.demoValue }] : [];
  });
  await tx.insert(customerAttributeValues).values(values.map((v) => ({ ...v, setAt: new Date() })));
}
