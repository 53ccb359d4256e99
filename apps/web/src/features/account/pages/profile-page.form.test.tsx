// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot } from '../../../ui/feedback/feedback.ts';
import { ProfilePage } from './profile-page.tsx';

// The profile form as a shopper meets it (Testing Library): what leaving asks, and where refusals go.

const infoEditPath = '/subpackages/account/infoEdit';
const state = { label: '', required: false, locked: false, onceOnly: false, isSet: false };
const base = {
  customerNo: '10000042',
  phoneMasked: '',
  photoPath: null,
  name: 'Mia',
  gender: 1,
  birthday: '',
  email: '',
  contactAddress: '',
  className: '',
  studentNo: '',
  fields: {
    name: { ...state, label: '姓名' },
    gender: { ...state, label: '性别' },
    birthday: { ...state, label: '生日' },
    email: { ...state, label: '邮箱' },
    contactAddress: { ...state, label: '联系地址' },
    className: { ...state, label: '班级' },
    studentNo: { ...state, label: '学号' },
  },
};

const page = memberPageTest({ beforeUnmount: () => dialogSnapshot()?.resolve(false) });

async function open(update: () => unknown = () => ({})) {
  page.api({
    'customeraccount/GetCustomerBaseInfo': () => base,
    'customeraccount/LoadUserCustomerAttributeWithValue': () => ({ attributes: [] }),
    'customeraccount/FindLoginInfo': () => ({ isLogin: false }),
    'customeraccount/UpdateCustomerArchives': update,
  });
  navigate('/pages/home/index');
  const { user } = page.render(infoEditPath, <ProfilePage />);
  await screen.findByLabelText('Name');
  return user;
}

describe('profile form', () => {
  it('leaves at once while nothing changed, a change put back included', async () => {
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Gender'), '2');
    await user.selectOptions(screen.getByLabelText('Gender'), '1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialogSnapshot()).toBeNull();
  });

  it('asks before leaving with changes, and stays when the shopper says no', async () => {
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialogSnapshot()?.message).toBe('Leave without saving your changes?');
    dialogSnapshot()?.resolve(false);
    expect(router.current().path).toBe(infoEditPath);
  });

  it('sends gender as its number, and puts a refusal at its field with the focus there', async () => {
    const user = await open(() => new Refusal(422, 'PROFILE_FIELD_INVALID', '邮箱格式不正确'));
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is not in a valid format');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(page.calls.find((c) => c.path.endsWith('UpdateCustomerArchives'))?.body).toMatchObject({
      gender: 0,
    });
  });
});
