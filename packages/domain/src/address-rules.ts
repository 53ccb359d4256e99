import { normalizePhone } from './phone.ts';

/**
 * The delivery address rules of SPEC §5: region, detailed address, receiver name and a valid phone are required,
 * the house number is optional. The address form checks in place with these, and the server enforces the same.
 */

/** The longest texts an address keeps, in characters (code points). */
export const addressLimits = { receiver: 20, detail: 100, houseNumber: 30 } as const;

/** The most addresses one member keeps. */
export const maxAddressesPerMember = 20;

/** A field of the address form. */
export type AddressField = 'receiver' | 'phone' | 'region' | 'detail' | 'houseNumber';

/** A refusal's code, from the error catalogue (SPEC §8). */
export type AddressProblemCode =
  | 'ADDRESS_RECEIVER_REQUIRED'
  | 'ADDRESS_DETAIL_REQUIRED'
  | 'ADDRESS_REGION_REQUIRED'
  | 'ADDRESS_TEXT_TOO_LONG'
  | 'PHONE_EMPTY'
  | 'PHONE_INVALID';

export interface AddressProblem {
  field: AddressField;
  code: AddressProblemCode;
}

/** An address as typed: the region as its three division codes ('' when not chosen yet). */
export interface AddressDraft {
  receiver: string;
  phone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
  houseNumber?: string;
}

/** The draft cleaned: texts trimmed, the phone in its canonical form. */
export type CleanAddress = Required<AddressDraft>;

export type AddressCheck = { ok: true; address: CleanAddress } | { ok: false; problems: AddressProblem[] };

const divisionCode = /^\d{6}$/;

function length(text: string): number {
  return [...text].length;
}

function textProblem(
  field: 'receiver' | 'detail' | 'houseNumber',
  value: string,
  missing: AddressProblemCode | null,
): AddressProblem | null {
  if (value === '') return missing ? { field, code: missing } : null;
  return length(value) > addressLimits[field] ? { field, code: 'ADDRESS_TEXT_TOO_LONG' } : null;
}

/** Checks an address against SPEC §5, every field at once (in the form's order), and gives it cleaned. */
export function checkAddress(draft: AddressDraft): AddressCheck {
  const receiver = draft.receiver.trim();
  const detail = draft.detail.trim();
  const houseNumber = (draft.houseNumber ?? '').trim();
  const phone = normalizePhone(draft.phone);
  const regionChosen = [draft.provinceCode, draft.cityCode, draft.districtCode].every((c) =>
    divisionCode.test(c),
  );
  const problems = [
    textProblem('receiver', receiver, 'ADDRESS_RECEIVER_REQUIRED'),
    phone.ok ? null : { field: 'phone' as const, code: phone.problem },
    regionChosen ? null : { field: 'region' as const, code: 'ADDRESS_REGION_REQUIRED' as const },
    textProblem('detail', detail, 'ADDRESS_DETAIL_REQUIRED'),
    textProblem('houseNumber', houseNumber, null),
  ].filter((p): p is AddressProblem => p !== null);
  if (!phone.ok || problems.length > 0) return { ok: false, problems };
  const { provinceCode, cityCode, districtCode } = draft;
  return {
    ok: true,
    address: { receiver, phone: phone.phone, provinceCode, cityCode, districtCode, detail, houseNumber },
  };
}

/** The one line an address reads as: region, detailed address and house number (largest first, as Chinese addresses are written), a space between them. */
export function addressLine(parts: { region: string; detail: string; houseNumber: string }): string {
  return [parts.region, parts.detail, parts.houseNumber].filter((p) => p !== '').join(' ');
}
