// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, fakeApi, storeInfo } from '../../../test/shop-harness.tsx';
import { dialogSnapshot } from '../../../ui/feedback/feedback.ts';
import { CustomerServicePage } from './customer-service-page.tsx';

const chat = {
  type: 2,
  chatUrl: 'https://work.weixin.qq.com/kfid/kfc0123',
  hours: { open: '00:00', close: '24:00' },
};
const callLink = () => screen.getByRole('link', { name: 'Call 021-6288 1618' });
// The chat card shows once the fresh copy of the store brings its service setting.
const openChat = async () => {
  await screen.findByRole('heading', { name: 'Chat with us' });
  return screen.getByRole('button', { name: 'Open chat' });
};

/** Opens the page for a store with this customer service setting (as GetStoreDataFast answers it). */
async function open(customerService: unknown) {
  const extra = { tel: '021-6288 1618' };
  await bootStore(1001, { sections: [] }, extra);
  const store = storeInfo(1001, extra) as Record<string, unknown> & { settings: Record<string, unknown> };
  store.settings = { ...store.settings, customerService };
  fakeApi({ 'store/GetStoreDataFast': () => store });
  navigate('/subpackages/account/customerService');
  return renderWithProviders(<CustomerServicePage />).user;
}

beforeAll(() => setLocale('en'));
afterEach(() => {
  dialogSnapshot()?.resolve(false);
  // Unmount first: signing out re-renders a page still shown, outside act.
  cleanup();
  session.signOut();
});

describe('customer service page', () => {
  it('type 1: the in-app page with the store’s phone and service hours', async () => {
    await open({ type: 1, hours: { open: '00:00', close: '24:00' } });
    // The boot copy of the store shows first; the fresh one brings the service hours.
    await screen.findByText('Service hours 00:00–24:00');
    screen.getByText('Available now');
    expect(callLink().getAttribute('href')).toBe('tel:02162881618');
  });

  it('type 2: asks a guest to log in first, coming back here afterwards', async () => {
    const user = await open(chat);
    await user.click(await openChat());
    expect(dialogSnapshot()).toMatchObject({ title: 'Log in to continue', message: 'Go to log in?' });
    await act(async () => dialogSnapshot()!.resolve(true));
    expect(router.current().path).toBe('/subpackages/account/login');
    expect(router.current().query).toMatchObject({ redirect: '/subpackages/account/customerService' });
  });

  it('type 2 on the plain web: the upgrade message with what to do, and the phone instead', async () => {
    session.signIn('member-token');
    const user = await open(chat);
    await user.click(await openChat());
    expect(dialogSnapshot()).toBeNull();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('This version is too old, please upgrade to the latest version');
    expect(notice.textContent).toContain('open this shop in our app or in WeChat');
    expect(within(notice).getByRole('link', { name: 'Call 021-6288 1618' }).getAttribute('href')).toBe(
      'tel:02162881618',
    );
  });

  it('type 2 with a chat address that is not https: the service is not open', async () => {
    session.signIn('member-token');
    const user = await open({ type: 2, chatUrl: 'javascript:alert(1)' });
    await user.click(await openChat());
    within(screen.getByRole('alert')).getByText('Service not yet available, please contact customer service');
  });
});
