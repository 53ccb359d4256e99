// @vitest-environment happy-dom
import type { CustomerAttributeWithValue, CustomerBaseInfo, ProfileFieldState } from '@shop/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { eventually, memberPageTest, Refusal } from '../../../test/legacy-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { ProfilePage } from './profile-page.tsx';

const page = memberPageTest();
const { el, type } = page;
const infoEditPath = '/subpackages/account/infoEdit';

const state = (label: string, extra: Partial<ProfileFieldState> = {}): ProfileFieldState => ({
  label,
  required: false,
  locked: false,
  onceOnly: false,
  isSet: false,
  ...extra,
});

function baseInfo(extra: Partial<CustomerBaseInfo> = {}): CustomerBaseInfo {
  return {
    customerNo: '10000042',
    phoneMasked: '138****8000',
    photoPath: null,
    name: 'Mia',
    gender: 0,
    birthday: '',
    email: '',
    contactAddress: '',
    className: '三班',
    studentNo: 'S-9',
    fields: {
      name: state('姓名', { required: true, isSet: true }),
      gender: state('性别'),
      birthday: state('生日', { onceOnly: true }),
      email: state('邮箱'),
      contactAddress: state('联系地址'),
      className: state('班级', { locked: true, isSet: true }),
      studentNo: state('学号', { onceOnly: true, isSet: true }),
    },
    ...extra,
  };
}

const attributes: CustomerAttributeWithValue[] = [
  {
    id: 7,
    type: 'select',
    options: ['Milk tea', 'Coffee'],
    maxLength: 50,
    value: '',
    setAt: null,
    ...state('Favourite drink'),
  },
  {
    id: 8,
    type: 'number',
    options: [],
    maxLength: 50,
    value: '2',
    setAt: 1,
    ...state('Cups a week', { isSet: true }),
  },
];

async function choose(testId: string, value: string) {
  const select = el<HTMLSelectElement>(testId)!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const save = async () => {
  await act(async () => el('profile-save')!.click());
};
const errors = () =>
  [...page.view.container.querySelectorAll('.profile-row__error')].map((e) => e.textContent);
const saves = () =>
  page.calls.filter((c) => c.path === 'customeraccount/UpdateCustomerArchives').map((c) => c.body);

async function open(update: (body: Record<string, unknown>) => unknown = () => ({}), base = baseInfo()) {
  page.api({
    'customeraccount/GetCustomerBaseInfo': () => base,
    'customeraccount/LoadUserCustomerAttributeWithValue': () => ({ attributes }),
    'customeraccount/FindLoginInfo': () => ({ isLogin: false }),
    'customeraccount/UpdateCustomerArchives': update,
  });
  await page.render(infoEditPath, <ProfilePage />);
  await eventually(() => expect(el('profile-form')).not.toBeNull());
}

describe('profile page', () => {
  it('sends a guest to log in, coming back here afterwards', async () => {
    session.signOut();
    page.api({});
    await page.render(infoEditPath, <ProfilePage />);
    await eventually(() => expect(router.current().path).toBe('/subpackages/account/login'));
    expect(router.current().query).toMatchObject({ redirect: infoEditPath });
    expect(page.calls.filter((c) => c.path.includes('GetCustomerBaseInfo'))).toHaveLength(0);
  });

  it('shows built-in fields by their translated names and the store’s own questions as written', async () => {
    await open();
    const text = page.view.text();
    for (const label of ['Name', 'Gender', 'Birthday', 'Email', 'Contact address', 'Class', 'Student number'])
      expect(text).toContain(label);
    expect(text).toContain('Favourite drink');
    expect(text).not.toContain('姓名');
    expect(el<HTMLInputElement>('profile-birthday')?.type).toBe('date');
    expect(el<HTMLInputElement>('profile-email')?.type).toBe('email');
    const gender = [...el<HTMLSelectElement>('profile-gender')!.options].map((o) => o.textContent);
    expect(gender).toEqual(['Choose', 'Male', 'Female']);
    expect(el<HTMLSelectElement>('profile-attr-7')?.tagName).toBe('SELECT');
  });

  it('shows locked and already-set once-only fields read-only, and warns before a once-only field is set', async () => {
    await open();
    expect(el('profile-className')?.tagName).toBe('SPAN');
    expect(el('profile-row-className')?.textContent).toContain('Only the store can change this');
    expect(el('profile-studentNo')?.textContent).toBe('S-9');
    expect(el('profile-row-studentNo')?.textContent).toContain('Already set; it cannot be changed');
    expect(el('profile-birthday')?.tagName).toBe('INPUT');
    expect(el('profile-row-birthday')?.textContent).toContain('Can be set only once');
  });

  it('checks in place with the domain rules before any call', async () => {
    await open();
    await type('profile-name', '  ');
    await save();
    expect(errors()).toEqual(['Please fill in Name']);
    expect(document.activeElement).toBe(el('profile-name'));
    await type('profile-name', 'Mia Wong');
    await type('profile-email', 'mia@');
    await save();
    expect(errors()).toEqual(['Email is not in a valid format']);
    await type('profile-email', 'mia@example.com');
    await type('profile-birthday', '2999-01-01');
    await save();
    expect(errors()).toEqual(['Birthday is not in a valid format']);
    await type('profile-birthday', '1995-04-03');
    await type('profile-attr-8', '2,5');
    await save();
    expect(errors()).toEqual(['Cups a week is not in a valid format']);
    expect(saves()).toHaveLength(0);
  });

  it('saves the editable fields in one call, then a toast and the member centre', async () => {
    await open();
    await type('profile-name', 'Mia Wong');
    await choose('profile-gender', '2');
    await type('profile-birthday', '1995-04-03');
    await choose('profile-attr-7', 'Coffee');
    await save();
    await eventually(() => expect(router.current().path).toBe('/subpackages/account/account'));
    expect(saves()).toEqual([
      {
        name: 'Mia Wong',
        gender: 2,
        birthday: '1995-04-03',
        email: '',
        contactAddress: '',
        attributes: [
          { id: 7, value: 'Coffee' },
          { id: 8, value: '2' },
        ],
      },
    ]);
    expect(toastSnapshot()?.text).toBe('Profile saved');
  });

  it('shows a refusal of the server under its field, the field named in the shopper’s language', async () => {
    await open(() => new Refusal(422, 'PROFILE_FIELD_ONCE', '生日只能设置一次'));
    await type('profile-birthday', '1995-04-03');
    await save();
    await eventually(() => expect(errors()).toEqual(['Birthday can only be set once']));
    expect(el('profile-birthday')?.getAttribute('aria-invalid')).toBe('true');
    expect(router.current().path).toBe(infoEditPath);
  });

  it('starts from what the server holds now, not from an older copy in the cache', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    let name = 'Old name';
    page.api({
      'customeraccount/GetCustomerBaseInfo': () => baseInfo({ name }),
      'customeraccount/LoadUserCustomerAttributeWithValue': () => ({ attributes }),
      'customeraccount/FindLoginInfo': () => ({ isLogin: false }),
    });
    navigate(infoEditPath);
    await page.mount(<ProfilePage />, client);
    await eventually(() => expect(el<HTMLInputElement>('profile-name')?.value).toBe('Old name'));
    page.view.unmount();
    name = 'Saved elsewhere';
    await page.mount(<ProfilePage />, client);
    await eventually(() => expect(el<HTMLInputElement>('profile-name')?.value).toBe('Saved elsewhere'));
  });
});
