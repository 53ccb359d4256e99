import { eq, sql } from 'drizzle-orm';
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

/** The demo chain's own profile questions, in its language (English, like its menu). */
type DemoAttribute = Omit<typeof customerAttributes.$inferInsert, 'storeId'> & { demoValue?: string };

const demoAttributes: DemoAttribute[] = [
  {
    name: 'Favourite drink',
    type: 'select',
    options: ['Milk tea', 'Fruit tea', 'Coffee', 'Pastries first'],
    demoValue: 'Milk tea',
  },
  { name: 'Allergy note', type: 'text', maxLength: 100 },
  { name: 'Anniversary', type: 'date' },
  // Printed on the physical card handed out in store: entered once, then only the store can change it.
  { name: 'Membership card no.', type: 'text', maxLength: 20, onceOnly: true },
  // Set by the store when the member signs up at a counter.
  {
    name: 'Home branch',
    type: 'select',
    options: ["Jing'an Temple", 'Xintiandi', 'Lujiazui'],
    locked: true,
    demoValue: "Jing'an Temple",
  },
];

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
  if (existing) return;
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
