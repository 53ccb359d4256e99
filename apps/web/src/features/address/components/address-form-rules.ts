import type { AddressOut } from '@shop/contracts';
import { type AddressDraft, type AddressField, checkAddress } from '@shop/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The address form's values: the domain's draft (the region's three codes, '' until chosen) and the default. */
export type AddressFormValues = Required<AddressDraft> & { isDefault: boolean };

export const emptyAddress: AddressFormValues = {
  receiver: '',
  phone: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  detail: '',
  houseNumber: '',
  isDefault: false,
};

/** An address being edited, as the form holds it. */
export function formValuesOf(address: AddressOut): AddressFormValues {
  const { receiver, phone, provinceCode, cityCode, districtCode, detail, houseNumber, isDefault } = address;
  return { receiver, phone, provinceCode, cityCode, districtCode, detail, houseNumber, isDefault };
}

/** The form field a rule's field shows its problem under: the region's under the first level still to choose. */
function formField(field: AddressField, values: AddressFormValues): keyof AddressFormValues {
  if (field !== 'region') return field;
  if (values.provinceCode === '') return 'provinceCode';
  return values.cityCode === '' ? 'cityCode' : 'districtCode';
}

/**
 * The form's resolver: the domain's checkAddress (SPEC §5), the same rules the server enforces, every field's
 * problem at once, each message the shopper's words for its code (errors.<CODE>).
 */
export function addressResolver(describe: (code: string) => string): Resolver<AddressFormValues> {
  return async (values) => {
    const check = checkAddress(values);
    if (check.ok) return { values, errors: {} };
    const errors: FieldErrors<AddressFormValues> = {};
    for (const p of check.problems) {
      errors[formField(p.field, values)] = { type: p.code, message: describe(p.code) };
    }
    return { values: {}, errors };
  };
}
