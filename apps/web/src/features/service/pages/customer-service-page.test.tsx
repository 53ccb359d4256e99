// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate, router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import { bootStore, eventually, fakeApi, renderWithQuery, storeInfo } from '../../../test/legacy-harness.tsx';
import { dialogSnapshot } from '../../../ui/feedback/feedback.ts';
import { CustomerServicePage } from './customer-service-page.tsx';

const chat = {
  type: 2,
  chatUrl: 'https://work.weixin.qq.com/kfid/kfc0123',
  hours: { open: '00:00', close: '24:00' },
};
let view: Rendered | null = null;
const el = (testId: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

/** Opens the page for a store with this customer service setting (as GetStoreDataFast answers it). */
async function open(customerService: unknown) {
  const extra = { tel: '021-6288 1618' };
  await bootStore(1001, { sections: [] }, extra);
  const store = storeInfo(1001, extra) as Record<string, unknown> & { settings: Record<string, unknown> };
  store.settings = { ...store.settings, customerService };
  fakeApi({ 'store/GetStoreDataFast': () => store });
  navigate('/subpackages/account/customerService');
  view = await renderWithQuery(<CustomerServicePage />);
}

beforeAll(() => setLocale('en'));
afterEach(() => {
  dialogSnapshot()?.resolve(false);
  view?.unmount();
  view = null;
  session.signOut();
});

describe('customer service page', () => {
  it('type 1: the in-app page with the store’s phone and service hours', async () => {
    await open({ type: 1, hours: { open: '00:00', close: '24:00' } });
    // The boot copy of the store shows first; the fresh one brings the service hours.
    await eventually(() => expect(el('service-hours')).not.toBeNull());
    expect(el('service-call')!.getAttribute('href')).toBe('tel:02162881618');
    expect(el('service-hours')!.textContent).toBe('Service hours 00:00–24:00Available now');
  });

  it('type 2: asks a guest to log in first, coming back here afterwards', async () => {
    await open(chat);
    await eventually(() => expect(el('service-chat')).not.toBeNull());
    await act(async () => el('service-open-chat')!.click());
    expect(dialogSnapshot()?.message).toBe('Go to log in?');
    await act(async () => dialogSnapshot()!.resolve(true));
    expect(router.current().path).toBe('/subpackages/account/login');
    expect(router.current().query).toMatchObject({ redirect: '/subpackages/account/customerService' });
  });

  it('type 2 on the plain web: the upgrade message with what to do, and the phone instead', async () => {
    session.signIn('member-token');
    await open(chat);
    await eventually(() => expect(el('service-chat')).not.toBeNull());
    await act(async () => el('service-open-chat')!.click());
    expect(dialogSnapshot()).toBeNull();
    const notice = el('service-notice')!;
    expect(notice.textContent).toContain('This version is too old, please upgrade to the latest version');
    expect(notice.textContent).toContain('open this shop in our app or in WeChat');
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('tel:02162881618');
  });

  it('type 2 with a chat address that is not https: the service is not open', async () => {
    session.signIn('member-token');
    await open({ type: 2, chatUrl: 'javascript:alert(1)' });
    await eventually(() => expect(el('service-chat')).not.toBeNull());
    await act(async () => el('service-open-chat')!.click());
    expect(el('service-notice')!.querySelector('p')!.textContent).toBe(
      'Service not yet available, please contact customer service',
    );
  });
});
