import type { AddAddressRequest, AddressOut, PinnedPosition, UpdateAddressRequest } from '@shop/contracts';
import { type AddressDraft, checkAddress, maxAddressesPerMember } from '@shop/domain';
import type { MemberAddressRow } from '../../db/schema/address.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requireCleanText } from '../store/index.ts';
import { presentAddresses } from './address-present.ts';
import {
  type AddressValues,
  deleteAddress,
  findAddressRow,
  insertAddress,
  listAddresses,
  updateAddressRow,
} from './address-store.ts';
import type { Geocoder } from './geocoder.ts';
import { locateAddress } from './located-address.ts';
import { regionPath } from './regions.ts';

/**
 * The draft checked (SPEC §5), its region looked up and the address placed by the geocoder (or at the member's
 * pin, which goes through the same region rules): the columns to save. The first problem refuses the call with
 * its code and field; Problems lists them all for the form.
 */
async function addressValues(
  draft: AddressDraft,
  geocoder: Geocoder,
  pinned?: PinnedPosition,
): Promise<AddressValues> {
  const check = checkAddress(draft);
  if (!check.ok) {
    const first = check.problems[0]!;
    throw new AppError(first.code, {}, { Field: first.field, Problems: check.problems });
  }
  const a = check.address;
  const region = regionPath(a.provinceCode, a.cityCode, a.districtCode);
  if (!region) throw new AppError('ADDRESS_REGION_INVALID', {}, { Field: 'region' });
  const located = await locateAddress(
    geocoder,
    { region, detail: a.detail, houseNumber: a.houseNumber },
    pinned,
  );
  return { receiver: a.receiver, phone: a.phone, ...located };
}

async function presentOne(row: MemberAddressRow, ctx: MemberContext): Promise<AddressOut> {
  const [out] = await presentAddresses([row], ctx.locale);
  return out!;
}

/** The member's addresses, the default first. */
export async function myAddresses(ctx: MemberContext): Promise<{ addresses: AddressOut[] }> {
  return { addresses: await presentAddresses(await listAddresses(ctx.db, ctx.member.uid), ctx.locale) };
}

/** One of the member's addresses (ADDRESS_NOT_FOUND for anyone else's). */
export async function findAddress(ctx: MemberContext, id: number): Promise<AddressOut> {
  const row = await findAddressRow(ctx.db, ctx.member.uid, id);
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return presentOne(row, ctx);
}

/** Saves a new address for the member. */
export async function addAddress(ctx: MemberContext, input: AddAddressRequest, geocoder: Geocoder) {
  const { position, ...draft } = input;
  // SPEC §5 text checks: the receiver and the address lines are the shopper's own words.
  await requireCleanText(ctx, draft.receiver, draft.detail, draft.houseNumber);
  const values = await addressValues(draft, geocoder, position);
  const row = await insertAddress(ctx.db, {
    memberId: ctx.member.uid,
    values,
    makeDefault: input.isDefault === true,
    at: ctx.clock.now(),
  });
  if (row === 'limit') throw new AppError('ADDRESS_LIMIT', { Max: maxAddressesPerMember });
  return presentOne(row, ctx);
}

const addressFieldNames = [
  'receiver',
  'phone',
  'provinceCode',
  'cityCode',
  'districtCode',
  'detail',
  'houseNumber',
  'position',
];

/** Changes one of the member's addresses; the whole address is checked again when any of its fields changes. */
export async function updateAddress(ctx: MemberContext, input: UpdateAddressRequest, geocoder: Geocoder) {
  const { id, isDefault, position, ...fields } = input;
  const before = await findAddressRow(ctx.db, ctx.member.uid, id);
  if (!before) throw new AppError('ADDRESS_NOT_FOUND');
  const changes = addressFieldNames.some((name) => name in input);
  await requireCleanText(ctx, fields.receiver, fields.detail, fields.houseNumber);
  // A change without a position places the address anew: an old pin belongs to the old text.
  const values = changes ? await addressValues({ ...before, ...fields }, geocoder, position) : {};
  const row = await updateAddressRow(ctx.db, {
    memberId: ctx.member.uid,
    id,
    values,
    ...(isDefault === undefined ? {} : { isDefault }),
    at: ctx.clock.now(),
  });
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return presentOne(row, ctx);
}

/** Removes one of the member's addresses. */
export async function removeAddress(ctx: MemberContext, id: number): Promise<{ id: number }> {
  if (!(await deleteAddress(ctx.db, ctx.member.uid, id))) throw new AppError('ADDRESS_NOT_FOUND');
  return { id };
}
