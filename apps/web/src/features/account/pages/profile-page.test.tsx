// @vitest-environment happy-dom
import type { CustomerAttributeWithValue, CustomerBaseInfo, ProfileFieldState } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocale, setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { renderWithProviders, retype, testQueryClient } from '../../../test/render.tsx';
import { Refusal, settle } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { ProfilePage } from './profile-page.tsx';

const page = memberPageTest();
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
    optionLabels: ['Milk tea', 'Coffee'],
    maxLength: 50,
    value: '',
    setAt: null,
    ...state('Favourite drink'),
  },
  {
    id: 8,
    type: 'number',
    options: [],
    optionLabels: [],
    maxLength: 50,
    value: '2',
    setAt: 1,
    ...state('Cups a week', { isSet: true }),
  },
];

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);
// Its label also shows a star, hidden from screen readers: the field is found by its accessible name.
const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
// A field the member may not change shows as text in its row, not as a control.
const row = (key: string) => within(screen.getByTestId(`profile-row-${key}`));
const save = () => screen.getByRole('button', { name: 'Save' });
const errors = () => screen.queryAllByRole('alert').map((e) => e.textContent);
const saves = () =>
  page.calls.filter((c) => c.path === 'customeraccount/UpdateCustomerArchives').map((c) => c.body);

async function open(
  update: (body: Record<string, unknown>) => unknown = () => ({}),
  base = baseInfo(),
  custom = attributes,
) {
  page.api({
    'customeraccount/GetCustomerBaseInfo': () => base,
    'customeraccount/LoadUserCustomerAttributeWithValue': () => ({ attributes: custom }),
    'customeraccount/FindLoginInfo': () => ({ isLogin: false }),
    'customeraccount/UpdateCustomerArchives': update,
  });
  const { user } = page.render(infoEditPath, <ProfilePage />);
  await screen.findByRole('textbox', { name: 'Name' });
  return user;
}

describe('profile page', () => {
  it('shows built-in fields by their translated names and the store’s own questions as written', async () => {
    await open();
    for (const label of ['Name', 'Gender', 'Birthday', 'Email', 'Contact address', 'Class', 'Student number'])
      screen.getByText(label);
    field('Favourite drink');
    expect(screen.queryByText(/姓名/)).toBeNull();
    expect(field('Birthday').type).toBe('date');
    expect(field('Email').type).toBe('email');
    const gender = within(field('Gender'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(gender).toEqual(['Choose', 'Male', 'Female']);
    screen.getByRole('combobox', { name: 'Favourite drink' });
  });

  it('shows locked and already-set once-only fields read-only, and warns before a once-only field is set', async () => {
    await open();
    expect(screen.queryByLabelText('Class')).toBeNull();
    row('className').getByText('三班');
    row('className').getByText('Only the store can change this');
    expect(screen.queryByLabelText('Student number')).toBeNull();
    row('studentNo').getByText('S-9');
    row('studentNo').getByText('Already set; it cannot be changed');
    field('Birthday');
    row('birthday').getByText(/^Can be set only once/);
  });

  it('checks in place with the domain rules before any call', async () => {
    const user = await open();
    await retype(user, nameField(), '  ');
    await user.click(save());
    expect(errors()).toEqual(['Please fill in Name']);
    expect(document.activeElement).toBe(nameField());
    await retype(user, nameField(), 'Mia Wong');
    await user.type(field('Email'), 'mia@');
    await user.click(save());
    expect(errors()).toEqual(['Email is not in a valid format']);
    await retype(user, field('Email'), 'mia@example.com');
    await user.type(field('Birthday'), '2999-01-01');
    await user.click(save());
    expect(errors()).toEqual(['Birthday is not in a valid format']);
    await retype(user, field('Birthday'), '1995-04-03');
    await retype(user, field('Cups a week'), '2,5');
    await user.click(save());
    expect(errors()).toEqual(['Cups a week is not in a valid format']);
    expect(saves()).toHaveLength(0);
  });

  it('saves the editable fields in one call, then a toast and the member centre', async () => {
    const user = await open();
    await retype(user, nameField(), 'Mia Wong');
    await user.selectOptions(field('Gender'), 'Female');
    await user.type(field('Birthday'), '1995-04-03');
    await user.selectOptions(field('Favourite drink'), 'Coffee');
    await user.click(save());
    await waitFor(() => expect(router.current().path).toBe('/subpackages/account/account'));
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

  it('says a sensitive word at the name and does not send it (SPEC §5 text checks)', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).endsWith('/sensitive-words/en.json')
        ? new Response(JSON.stringify({ language: 'en', words: ['scam'] }))
        : new Response('', { status: 404 }),
    );
    try {
      const user = await open();
      await retype(user, nameField(), 'Mia Scam');
      // The file arrives (fetched once there is a name to check) before the save is tapped.
      await settle();
      await user.click(save());
      await screen.findByText('Please remove “scam”: it cannot be used here');
      expect(saves()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the store’s options in the words the server sends for the locale, and saves the stored option', async () => {
    // As the server answers a Traditional Chinese reader: labels translated, options still the store's base text.
    const translated: CustomerAttributeWithValue[] = [
      { ...attributes[0]!, ...state('最愛飲品'), optionLabels: ['奶茶', '咖啡'] },
      {
        ...attributes[0]!,
        id: 9,
        options: ["Jing'an Temple", 'Xintiandi'],
        optionLabels: ['靜安寺', '新天地'],
        value: 'Xintiandi',
        setAt: 1,
        ...state('所屬門市', { locked: true, isSet: true }),
      },
    ];
    const user = await open(() => ({}), baseInfo(), translated);
    const drink = field<HTMLSelectElement>('最愛飲品');
    expect(
      within(drink)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', '奶茶', '咖啡']);
    row('attr-9').getByText('新天地');
    expect(screen.queryByText(/Milk tea|Coffee|Xintiandi/)).toBeNull();
    await user.selectOptions(drink, '咖啡');
    await user.click(save());
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ attributes: [{ id: 7, value: 'Coffee' }] });
  });

  it('asks for the store’s field labels in the new language after a switch, without a reload', async () => {
    const drink = attributes[0]!;
    const inTraditional = { ...drink, ...state('最愛飲品'), optionLabels: ['奶茶', '咖啡'] };
    page.api({
      'customeraccount/GetCustomerBaseInfo': () => baseInfo(),
      'customeraccount/LoadUserCustomerAttributeWithValue': () => ({
        attributes: [currentLocale() === 'zh-Hant' ? inTraditional : drink],
      }),
      'customeraccount/FindLoginInfo': () => ({ isLogin: false }),
    });
    page.render(infoEditPath, <ProfilePage />);
    await screen.findByLabelText('Favourite drink');
    try {
      await act(() => setLocale('zh-Hant'));
      const translated = await screen.findByLabelText<HTMLSelectElement>('最愛飲品');
      expect(within(translated).getByRole('option', { name: '咖啡' })).toBeTruthy();
    } finally {
      await act(() => setLocale('en'));
    }
  });

  it('shows a refusal of the server under its field, the field named in the shopper’s language', async () => {
    const user = await open(() => new Refusal(422, 'PROFILE_FIELD_ONCE', '生日只能设置一次'));
    await user.type(field('Birthday'), '1995-04-03');
    await user.click(save());
    await waitFor(() => expect(errors()).toEqual(['Birthday can only be set once']));
    expect(field('Birthday').getAttribute('aria-invalid')).toBe('true');
    expect(router.current().path).toBe(infoEditPath);
  });

  it('starts from what the server holds now, not from an older copy in the cache', async () => {
    const client = testQueryClient();
    let name = 'Old name';
    page.api({
      'customeraccount/GetCustomerBaseInfo': () => baseInfo({ name }),
      'customeraccount/LoadUserCustomerAttributeWithValue': () => ({ attributes }),
      'customeraccount/FindLoginInfo': () => ({ isLogin: false }),
    });
    navigate(infoEditPath);
    const first = renderWithProviders(<ProfilePage />, { client });
    await waitFor(() => expect(nameField().value).toBe('Old name'));
    first.unmount();
    name = 'Saved elsewhere';
    renderWithProviders(<ProfilePage />, { client });
    await waitFor(() => expect(nameField().value).toBe('Saved elsewhere'));
  });
});
