import type { CustomerAttributeWithValue, CustomerBaseInfo, ProfileFieldState } from '@shop/contracts';
import { type Locale, translatedField } from '@shop/domain';
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

/** A custom attribute's label in the reader's locale (decision 020), also the Name of its errors. */
export function attributeLabel(a: StoreAttribute, locale: Locale): string {
  return translatedField(a.name, a.translations, 'name', locale);
}

/**
 * A select's options as the reader reads them, in the order of the base options the member's value is stored
 * as; a translation that no longer lines up with the options (they changed since) is not used.
 */
export function attributeOptionLabels(a: StoreAttribute, locale: Locale): string[] {
  const labels = translatedField(a.options, a.translations, 'options', locale);
  return labels.length === a.options.length ? labels : a.options;
}

/** A custom attribute as a field with its rules; the options checked are the base ones the value is stored as. */
export function attributeField(a: StoreAttribute, locale: Locale): ResolvedField {
  return {
    label: attributeLabel(a, locale),
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
  const locale = ctx.locale;
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
        optionLabels: a.type === 'select' ? attributeOptionLabels(a, locale) : [],
        maxLength: a.maxLength,
        value: held?.value ?? '',
        setAt: held ? held.setAt.getTime() : null,
        ...fieldState(attributeField(a, locale), held !== undefined),
      };
    }),
  };
}
