import type { CustomerAttributeWithValue, CustomerBaseInfo, ProfileFieldState } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { customerAttributes, customerAttributeValues } from '../../../db/schema/account/profile.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { maskedPhoneOf, sessionMember } from '../session-member.ts';
import { builtinFields, builtinValue, profileStore, type ResolvedField } from './profile-fields.ts';

export type StoreAttribute = typeof customerAttributes.$inferSelect;

/** A store's custom attributes in its order. */
export function storeAttributes(db: DbOrTx, storeId: number): Promise<StoreAttribute[]> {
  return db
    .select()
    .from(customerAttributes)
    .where(eq(customerAttributes.storeId, storeId))
    .orderBy(asc(customerAttributes.sort), asc(customerAttributes.id));
}

/** The member's values of the given attributes, by attribute id. */
export async function attributeValues(
  db: DbOrTx,
  memberId: number,
  attributeIds: number[],
): Promise<Map<number, { value: string; setAt: Date }>> {
  if (attributeIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(customerAttributeValues)
    .where(
      and(
        eq(customerAttributeValues.memberId, memberId),
        inArray(customerAttributeValues.attributeId, attributeIds),
      ),
    );
  return new Map(rows.map((r) => [r.attributeId, { value: r.value, setAt: r.setAt }]));
}

/** A custom attribute as a field with its rules. */
export function attributeField(a: StoreAttribute): ResolvedField {
  return {
    label: a.name,
    rule: {
      type: a.type,
      required: a.required,
      maxLength: a.maxLength,
      options: a.type === 'select' ? a.options : undefined,
    },
    locked: a.locked,
    onceOnly: a.onceOnly,
  };
}

function fieldState(field: ResolvedField, isSet: boolean): ProfileFieldState {
  const { label, locked, onceOnly } = field;
  return { label, required: field.rule.required, locked, onceOnly, isSet };
}

/** GetCustomerBaseInfo: the session's member's built-in fields, with what the store allows for each. */
export async function getCustomerBaseInfo(ctx: MemberContext): Promise<CustomerBaseInfo> {
  const store = await profileStore(ctx);
  const member = await sessionMember(ctx.db, ctx.member.uid);
  const states = Object.fromEntries(
    builtinFields(store).map(([key, field]) => [key, fieldState(field, builtinValue(member, key) !== '')]),
  ) as CustomerBaseInfo['fields'];
  return {
    customerNo: member.memberNo,
    phoneMasked: maskedPhoneOf(member),
    photoPath: member.photoPath,
    name: member.name,
    gender: member.gender === 1 || member.gender === 2 ? member.gender : 0,
    birthday: member.birthday ?? '',
    email: member.email ?? '',
    contactAddress: member.contactAddress ?? '',
    className: member.className ?? '',
    studentNo: member.studentNo ?? '',
    fields: states,
  };
}

/** LoadUserCustomerAttributeWithValue: the store's attributes with the session's member's values. */
export async function loadAttributesWithValues(
  ctx: MemberContext,
): Promise<{ attributes: CustomerAttributeWithValue[] }> {
  const store = await profileStore(ctx);
  if (!store) return { attributes: [] };
  const attrs = await storeAttributes(ctx.db, store.id);
  const values = await attributeValues(
    ctx.db,
    ctx.member.uid,
    attrs.map((a) => a.id),
  );
  return {
    attributes: attrs.map((a) => {
      const held = values.get(a.id);
      return {
        id: a.id,
        type: a.type,
        options: a.type === 'select' ? a.options : [],
        maxLength: a.maxLength,
        value: held?.value ?? '',
        setAt: held ? held.setAt.getTime() : null,
        ...fieldState(attributeField(a), held !== undefined),
      };
    }),
  };
}
