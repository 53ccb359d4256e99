import {
  type CustomerAttributeWithValue,
  type CustomerBaseInfo,
  type ProfileFieldState,
  profileEndpoints,
} from '@shop/contracts';
import {
  type BuiltinProfileField,
  builtinProfileFields,
  builtinValueRules,
  checkProfileValue,
  type ProfileValueRule,
  profileFieldEditable,
} from '@shop/domain';
import type { FieldPath } from 'react-hook-form';
import type { ErrorKey } from '../../../lib/i18n/messages.ts';
import type { ProfileChanges } from '../api/profile.ts';

/**
 * The profile page's model (SPEC §5 profile fields): built-in fields and the store's attributes as one list of
 * fields. The form's values are the save's request (UpdateCustomerArchives), holding the fields the member may
 * change; its schema is that request checked with the same domain rules the server applies.
 */

export interface ProfileField {
  /** 'name', 'gender', … for built-in fields; 'attr-<id>' for the store's attributes. */
  key: string;
  builtin: BuiltinProfileField | null;
  attributeId: number | null;
  /** The label as the server names it (the Name of its errors). */
  serverLabel: string;
  rule: ProfileValueRule;
  /**
   * A store select's options as the reader reads them, by the stored option (the value saved stays that option);
   * empty for other fields.
   */
  optionLabels: ReadonlyMap<string, string>;
  locked: boolean;
  onceOnly: boolean;
  isSet: boolean;
  /** Neither locked nor a once-only field already set. */
  editable: boolean;
  /** The stored value as it reads ('' when empty; gender '1' / '2'). */
  initial: string;
  /** Where the form holds the value of an editable field: the built-in's name, or `attributes.<n>.value`. */
  name: FieldPath<ProfileChanges>;
}

function field(
  key: string,
  state: ProfileFieldState,
  rule: Omit<ProfileValueRule, 'required'>,
  initial: string,
  ids: { builtin: BuiltinProfileField | null; attributeId: number | null; name: FieldPath<ProfileChanges> },
  optionLabels: ReadonlyMap<string, string> = new Map(),
): ProfileField {
  return {
    key,
    ...ids,
    serverLabel: state.label,
    rule: { ...rule, required: state.required },
    optionLabels,
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
      name: key,
    }),
  );
  let editableAttributes = 0;
  const custom = attributes.map((a) => {
    const n = profileFieldEditable(a) ? editableAttributes++ : -1;
    return field(
      `attr-${a.id}`,
      a,
      { type: a.type, maxLength: a.maxLength, options: a.type === 'select' ? a.options : undefined },
      a.value,
      { builtin: null, attributeId: a.id, name: `attributes.${n}.value` },
      new Map(a.options.map((option, i) => [option, a.optionLabels[i] ?? option])),
    );
  });
  return [...builtins, ...custom];
}

/** Gender as the form's select shows it ('' when not given) and as the request carries it. */
export const genderText = (code: number): string => (code === 0 ? '' : String(code));
export const genderCode = (text: string): 0 | 1 | 2 => (text === '1' ? 1 : text === '2' ? 2 : 0);

/**
 * The form's starting values: the save's request with every field the member may change as stored (the
 * server treats an unchanged value as no change), and nothing of the read-only ones, which the server would
 * refuse to change anyway.
 */
export function profileDefaults(fields: ProfileField[]): ProfileChanges {
  const changes: ProfileChanges = {};
  const attributes: Array<{ id: number; value: string }> = [];
  for (const f of fields) {
    if (!f.editable) continue;
    if (f.attributeId !== null) attributes.push({ id: f.attributeId, value: f.initial });
    else if (f.builtin === 'gender') changes.gender = genderCode(f.initial);
    else if (f.builtin) changes[f.builtin] = f.initial;
  }
  if (attributes.length > 0) changes.attributes = attributes;
  return changes;
}

/** A field's value in the request, as typed. */
function typedValue(request: ProfileChanges, f: ProfileField): string {
  if (f.attributeId !== null) return request.attributes?.find((a) => a.id === f.attributeId)?.value ?? '';
  if (f.builtin === 'gender') return genderText(request.gender ?? 0);
  return (f.builtin && request[f.builtin]) ?? '';
}

/**
 * The form's schema: the save's request, each field the member may change checked by its rule (the store's
 * required flag, the domain's formats; `today`, YYYY-MM-DD, bounds a birthday). Messages are catalogue keys.
 */
export function profileSchema(fields: ProfileField[], today: string) {
  return profileEndpoints.updateCustomerArchives.request.superRefine((request, context) => {
    for (const f of fields) {
      if (!f.editable) continue;
      const checked = checkProfileValue(f.rule, typedValue(request, f), today);
      if (checked.ok) continue;
      const message: ErrorKey = `errors.${checked.problem}`;
      context.addIssue({ code: 'custom', path: f.name.split('.'), message });
    }
  });
}

/** Today on this device, as YYYY-MM-DD (the latest birthday the form offers). */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
