import type { CustomerAttributeWithValue, CustomerBaseInfo, ProfileFieldState } from '@shop/contracts';
import {
  type BuiltinProfileField,
  builtinProfileFields,
  builtinValueRules,
  checkProfileValue,
  type ProfileValueProblem,
  type ProfileValueRule,
  profileFieldEditable,
} from '@shop/domain';
import type { ProfileChanges } from '../api/profile.ts';

/**
 * The profile page's model (SPEC §5 profile fields): built-in fields and the store's attributes as one list of
 * fields, checked in place with the same domain rules the server applies, and turned into one save.
 */

export interface ProfileField {
  /** 'name', 'gender', … for built-in fields; 'attr-<id>' for the store's attributes. */
  key: string;
  builtin: BuiltinProfileField | null;
  attributeId: number | null;
  /** The label as the server names it (the Name of its errors). */
  serverLabel: string;
  rule: ProfileValueRule;
  locked: boolean;
  onceOnly: boolean;
  isSet: boolean;
  /** Neither locked nor a once-only field already set. */
  editable: boolean;
  /** The stored value as the form holds it ('' when empty; gender '1' / '2'). */
  initial: string;
}

function field(
  key: string,
  state: ProfileFieldState,
  rule: Omit<ProfileValueRule, 'required'>,
  initial: string,
  ids: { builtin: BuiltinProfileField | null; attributeId: number | null },
): ProfileField {
  return {
    key,
    ...ids,
    serverLabel: state.label,
    rule: { ...rule, required: state.required },
    locked: state.locked,
    onceOnly: state.onceOnly,
    isSet: state.isSet,
    editable: profileFieldEditable(state),
    initial,
  };
}

function builtinInitial(base: CustomerBaseInfo, key: BuiltinProfileField): string {
  if (key === 'gender') return base.gender === 0 ? '' : String(base.gender);
  return base[key];
}

/** The page's fields: the built-in ones in their order, then the store's attributes in the store's order. */
export function profileFields(
  base: CustomerBaseInfo,
  attributes: CustomerAttributeWithValue[],
): ProfileField[] {
  const builtins = builtinProfileFields.map((key) =>
    field(key, base.fields[key], builtinValueRules[key], builtinInitial(base, key), {
      builtin: key,
      attributeId: null,
    }),
  );
  const custom = attributes.map((a) =>
    field(
      `attr-${a.id}`,
      a,
      { type: a.type, maxLength: a.maxLength, options: a.type === 'select' ? a.options : undefined },
      a.value,
      { builtin: null, attributeId: a.id },
    ),
  );
  return [...builtins, ...custom];
}

export type Values = Record<string, string>;

/** The form's starting values, by field key. */
export function initialValues(fields: ProfileField[]): Values {
  return Object.fromEntries(fields.map((f) => [f.key, f.initial]));
}

export interface FieldProblem {
  key: string;
  code: ProfileValueProblem;
}

/** The first problem of the editable fields, in page order, or null when the form may be saved. */
export function firstProblem(fields: ProfileField[], values: Values, today: string): FieldProblem | null {
  for (const f of fields) {
    if (!f.editable) continue;
    const checked = checkProfileValue(f.rule, values[f.key] ?? '', today);
    if (!checked.ok) return { key: f.key, code: checked.problem };
  }
  return null;
}

/**
 * The save: every editable field as typed (the server treats an unchanged value as no change), and nothing of
 * the read-only ones, which the server would refuse to change anyway.
 */
export function profileChanges(fields: ProfileField[], values: Values): ProfileChanges {
  const changes: ProfileChanges = {};
  const attributes: Array<{ id: number; value: string }> = [];
  for (const f of fields) {
    if (!f.editable) continue;
    const value = values[f.key] ?? '';
    if (f.attributeId !== null) attributes.push({ id: f.attributeId, value });
    else if (f.builtin === 'gender') changes.gender = value === '1' ? 1 : value === '2' ? 2 : 0;
    else if (f.builtin) changes[f.builtin] = value;
  }
  if (attributes.length > 0) changes.attributes = attributes;
  return changes;
}

/** Today on this device, as YYYY-MM-DD (the latest birthday the form offers). */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
