import {
  type BuiltinProfileField,
  builtinProfileFields,
  builtinValueRules,
  localDay,
  type ProfileValueRule,
} from '@shop/domain';
import type { members } from '../../../db/schema/account/member.ts';
import type { ProfileFieldRule } from '../../../db/schema/store.ts';
import type { CallContext } from '../../../platform/http/endpoints.ts';
import { callerHeadquarters, type StoreRow } from '../../store/index.ts';

type MemberRow = typeof members.$inferSelect;

/** The labels of the built-in fields in the server's words (SPEC §1): the Name of their PROFILE_FIELD_* errors. */
export const builtinLabels: Record<BuiltinProfileField, string> = {
  name: '姓名',
  gender: '性别',
  birthday: '生日',
  email: '邮箱',
  contactAddress: '联系地址',
  className: '班级',
  studentNo: '学号',
};

/** A field with what the store allows for it, built-in or custom. */
export interface ResolvedField {
  label: string;
  rule: ProfileValueRule;
  locked: boolean;
  onceOnly: boolean;
}

/**
 * The store whose profile rules apply: the headquarters of the chain the call names (x-store-id), since members
 * belong to the whole chain; the first headquarters when the call names no known store. Null without stores.
 */
export function profileStore(ctx: Pick<CallContext, 'db' | 'clock' | 'headers'>): Promise<StoreRow | null> {
  return callerHeadquarters(ctx);
}

/** Today in the store's time zone (YYYY-MM-DD): a birthday may not lie after it. */
export function storeToday(ctx: Pick<CallContext, 'clock'>, store: StoreRow | null): string {
  return localDay(ctx.clock.now(), store?.settings.timezone ?? 'Asia/Shanghai');
}

/** The built-in fields with the store's rules, in display order. */
export function builtinFields(store: StoreRow | null): Array<[BuiltinProfileField, ResolvedField]> {
  const rules = store?.settings.profileFields ?? {};
  return builtinProfileFields.map((key) => {
    const r: ProfileFieldRule = rules[key] ?? {};
    return [
      key,
      {
        label: builtinLabels[key],
        rule: { ...builtinValueRules[key], required: r.required ?? false },
        locked: r.locked ?? false,
        onceOnly: r.onceOnly ?? false,
      },
    ];
  });
}

/** A built-in field's value as the form holds it: text, '' when empty; gender '1'/'2', '' when not given. */
export function builtinValue(member: MemberRow, key: BuiltinProfileField): string {
  if (key === 'gender') return member.gender === 0 ? '' : String(member.gender);
  return member[key] ?? '';
}

/** The member-table column values that store a built-in field's checked value. */
export function builtinColumn(key: BuiltinProfileField, value: string): Partial<MemberRow> {
  if (key === 'gender') return { gender: value === '' ? 0 : Number(value) };
  if (key === 'name') return { name: value };
  return { [key]: value === '' ? null : value };
}
