import type { ParsedRequestOf, profileEndpoints } from '@shop/contracts';
import { type BuiltinProfileField, checkProfileValue } from '@shop/domain';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { members } from '../../../db/schema/account/member.ts';
import { customerAttributeValues } from '../../../db/schema/account/profile.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { requireCleanText } from '../../store/index.ts';
import { sessionMember } from '../session-member.ts';
import {
  builtinColumn,
  builtinFields,
  builtinValue,
  profileStore,
  type ResolvedField,
  storeToday,
} from './profile-fields.ts';
import { attributeField, attributeValues, storeAttributes } from './profile-service.ts';

type Changes = ParsedRequestOf<typeof profileEndpoints.updateCustomerArchives>;

/** A value to write: the field's checked new value, and whether it may only go into an empty field. */
interface Planned<K> {
  key: K;
  value: string;
  once: boolean;
  label: string;
}

/**
 * The new value of one field, null when it does not change, or the refusal. A value equal to the stored one is
 * no change (so a form may send locked fields back as they are); anything else must pass the lock, the
 * once-only rule and the format, in that order. A required field that is left out must already hold a value.
 */
function planField(field: ResolvedField, current: string, sent: string | undefined, today: string) {
  const editable = !field.locked && !(field.onceOnly && current !== '');
  if (sent === undefined) {
    if (field.rule.required && current === '' && editable) {
      throw new AppError('PROFILE_FIELD_REQUIRED', { Name: field.label });
    }
    return null;
  }
  const checked = checkProfileValue(field.rule, sent, today);
  if (sent.trim() === current || (checked.ok && checked.value === current)) return null;
  if (field.locked) throw new AppError('PROFILE_FIELD_LOCKED', { Name: field.label });
  if (!editable) throw new AppError('PROFILE_FIELD_ONCE', { Name: field.label });
  if (!checked.ok) throw new AppError(checked.problem, { Name: field.label });
  return checked.value;
}

function sentBuiltin(input: Changes, key: BuiltinProfileField): string | undefined {
  if (key === 'gender')
    return input.gender === undefined ? undefined : input.gender === 0 ? '' : String(input.gender);
  return input[key];
}

/** SQL that holds while a built-in field has no value: a once-only field is written only under it. */
function stillEmpty(key: BuiltinProfileField): SQL | undefined {
  if (key === 'gender') return eq(members.gender, 0);
  const column = members[key];
  return key === 'name' ? eq(column, '') : or(isNull(column), eq(column, ''));
}

/**
 * Writes the built-in fields in one UPDATE. Once-only fields are written only where they are still empty, and the
 * row count tells whether a save at the same moment set one first (then nothing of this save is kept).
 */
async function writeBuiltins(
  tx: Tx,
  memberId: number,
  planned: Planned<BuiltinProfileField>[],
): Promise<void> {
  if (planned.length === 0) return;
  const set = Object.assign({}, ...planned.map((p) => builtinColumn(p.key, p.value)));
  // A new address is unproven until an emailed code logs in with it; keeping the same one keeps its proof.
  if ('email' in set) {
    set.emailVerifiedAt = sql`CASE WHEN ${members.email} IS NOT DISTINCT FROM ${set.email} THEN ${members.emailVerifiedAt} END`;
  }
  const once = planned.filter((p) => p.once);
  const rows = await tx
    .update(members)
    .set(set)
    .where(and(eq(members.id, memberId), ...once.map((p) => stillEmpty(p.key))))
    .returning({ id: members.id });
  if (rows.length === 0) throw new AppError('PROFILE_FIELD_ONCE', { Name: once[0]?.label ?? '' });
}

/** Writes attribute values: a once-only one by an insert that does nothing when a value got there first. */
async function writeAttributes(
  tx: Tx,
  memberId: number,
  planned: Planned<number>[],
  now: Date,
): Promise<void> {
  const target = [customerAttributeValues.memberId, customerAttributeValues.attributeId];
  for (const p of planned) {
    const row = { memberId, attributeId: p.key, value: p.value, setAt: now };
    if (p.value === '') {
      await tx
        .delete(customerAttributeValues)
        .where(
          and(eq(customerAttributeValues.memberId, memberId), eq(customerAttributeValues.attributeId, p.key)),
        );
    } else if (p.once) {
      const inserted = await tx
        .insert(customerAttributeValues)
        .values(row)
        .onConflictDoNothing({ target })
        .returning({ id: customerAttributeValues.id });
      if (inserted.length === 0) throw new AppError('PROFILE_FIELD_ONCE', { Name: p.label });
    } else {
      await tx
        .insert(customerAttributeValues)
        .values(row)
        .onConflictDoUpdate({ target, set: { value: p.value, setAt: now } });
    }
  }
}

/**
 * UpdateCustomerArchives: checks every field sent against the store's rules (built-in fields in page order, then
 * the attributes), then writes them in one transaction; the first refusal answers and nothing is written.
 */
export async function updateCustomerArchives(
  ctx: MemberContext,
  input: Changes,
): Promise<Record<string, never>> {
  // SPEC §5 text checks: the name and the other free text sent (text attributes) before anything is planned.
  const texts = (input.attributes ?? []).map((a) => a.value).filter((v) => typeof v === 'string');
  await requireCleanText(ctx, input.name, input.contactAddress, input.className, ...texts);
  const store = await profileStore(ctx);
  const today = storeToday(ctx, store);
  const memberId = ctx.member.uid;
  await ctx.db.transaction(async (tx) => {
    const attrs = store ? await storeAttributes(tx, store.id) : [];
    const byId = new Map(attrs.map((a) => [a.id, a]));
    const sentAttrs = new Map((input.attributes ?? []).map((a) => [a.id, a.value]));
    // An attribute of another store's chain, or none at all: not this member's to fill in.
    for (const id of sentAttrs.keys()) if (!byId.has(id)) throw new AppError('NOT_FOUND');

    const member = await sessionMember(tx, memberId);
    const builtins: Planned<BuiltinProfileField>[] = [];
    for (const [key, field] of builtinFields(store)) {
      const value = planField(field, builtinValue(member, key), sentBuiltin(input, key), today);
      if (value !== null) builtins.push({ key, value, once: field.onceOnly, label: field.label });
    }
    const held = await attributeValues(
      tx,
      memberId,
      attrs.map((a) => a.id),
    );
    const attributes: Planned<number>[] = [];
    const locale = ctx.locale;
    for (const a of attrs) {
      const field = attributeField(a, locale);
      const value = planField(field, held.get(a.id)?.value ?? '', sentAttrs.get(a.id), today);
      if (value !== null) attributes.push({ key: a.id, value, once: a.onceOnly, label: field.label });
    }
    await writeBuiltins(tx, memberId, builtins);
    await writeAttributes(tx, memberId, attributes, ctx.clock.now());
  });
  return {};
}
