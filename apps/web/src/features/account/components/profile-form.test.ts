import type { CustomerAttributeWithValue, CustomerBaseInfo, ProfileFieldState } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { profileDefaults, profileFields, profileSchema } from './profile-form.ts';

const state = (extra: Partial<ProfileFieldState> = {}): ProfileFieldState => ({
  label: 'x',
  required: false,
  locked: false,
  onceOnly: false,
  isSet: false,
  ...extra,
});

const base: CustomerBaseInfo = {
  customerNo: '10000042',
  phoneMasked: '',
  photoPath: null,
  name: 'Mia',
  gender: 2,
  birthday: '',
  email: '',
  contactAddress: '',
  className: 'A',
  studentNo: '',
  fields: {
    name: state({ label: '姓名', required: true, isSet: true }),
    gender: state(),
    birthday: state(),
    email: state(),
    contactAddress: state(),
    className: state({ locked: true, isSet: true }),
    studentNo: state({ onceOnly: true, isSet: true }),
  },
};

const attribute = (
  id: number,
  extra: Partial<CustomerAttributeWithValue> = {},
): CustomerAttributeWithValue => ({
  id,
  type: 'number',
  options: [],
  optionLabels: [],
  maxLength: 50,
  value: '',
  setAt: null,
  ...state({ label: `Q${id}` }),
  ...extra,
});

/** The first problems of a form's values, as [field, message key]. */
const problems = (fields: ReturnType<typeof profileFields>, values: object) =>
  (profileSchema(fields, '2025-06-01').safeParse(values).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('profile form model', () => {
  it('starts from the save request of the fields the member may change, gender as its number', () => {
    const fields = profileFields(base, [attribute(7, { locked: true }), attribute(8, { value: '2' })]);
    expect(profileDefaults(fields)).toEqual({
      name: 'Mia',
      gender: 2,
      birthday: '',
      email: '',
      contactAddress: '',
      attributes: [{ id: 8, value: '2' }],
    });
    expect(fields.find((f) => f.key === 'attr-8')?.name).toBe('attributes.0.value');
  });

  it('leaves the attributes out when the member may change none', () => {
    expect(profileDefaults(profileFields(base, [attribute(7, { locked: true })]))).not.toHaveProperty(
      'attributes',
    );
  });

  it('checks each field by the domain rule, at its place in the request', () => {
    const fields = profileFields(base, [attribute(8)]);
    const ok = profileDefaults(fields);
    expect(problems(fields, ok)).toEqual([]);
    expect(problems(fields, { ...ok, name: ' ' })).toEqual([['name', 'errors.PROFILE_FIELD_REQUIRED']]);
    expect(problems(fields, { ...ok, birthday: '2999-01-01' })).toEqual([
      ['birthday', 'errors.PROFILE_FIELD_INVALID'],
    ]);
    expect(problems(fields, { ...ok, attributes: [{ id: 8, value: '2,5' }] })).toEqual([
      ['attributes.0.value', 'errors.PROFILE_FIELD_INVALID'],
    ]);
  });

  it('takes a required gender as not given while it is 0', () => {
    const fields = profileFields(
      { ...base, fields: { ...base.fields, gender: state({ required: true }) } },
      [],
    );
    expect(problems(fields, { ...profileDefaults(fields), gender: 0 })).toEqual([
      ['gender', 'errors.PROFILE_FIELD_REQUIRED'],
    ]);
  });
});
