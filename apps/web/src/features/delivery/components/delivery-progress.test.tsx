// @vitest-environment happy-dom
import type { OrderDetailOut } from '@shop/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type Call, fakeApi, settle } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import type { ExpressInfo, RiderPosition } from '../api/order-progress.ts';
import { DeliveryProgress } from './delivery-progress.tsx';

const orderNo = '20261125000001';
const store = { latitude: 31.2243, longitude: 121.446 };
const address = { latitude: 31.228, longitude: 121.448 };
let calls: Call[] = [];

const express = (state: ExpressInfo['state'], extra: Partial<ExpressInfo> = {}): ExpressInfo => ({
  orderNo,
  state,
  events: [
    { state: 'placed', at: '2026-11-25T02:00:00.000Z' },
    { state: 'paid', at: '2026-11-25T02:01:00.000Z' },
    { state: 'accepted', at: '2026-11-25T02:03:00.000Z' },
    { state: 'awaiting-rider', at: '2026-11-25T02:04:00.000Z' },
    { state: 'picked-up', at: '2026-11-25T02:20:00.000Z' },
    { state: 'delivering', at: '2026-11-25T02:21:00.000Z' },
  ],
  courier: { name: 'Wang Fang', phone: '13700000000' },
  storeTimezone: 'Asia/Shanghai',
  address: { receiver: 'Li Hua', addr: '上海市静安区 愚园路 168 号', lat: 31.2218, lng: 121.439 },
  autoConfirmAt: null,
  serverTime: '2026-11-25T02:30:00.000Z',
  ...extra,
});

const position: RiderPosition = {
  orderNo,
  state: 'delivering',
  rider: { latitude: 31.226, longitude: 121.447, at: '2026-11-25T02:29:00.000Z' },
  store,
  address,
  zone: {
    zoneId: 1,
    kind: 'polygon',
    polygon: [
      [121.43, 31.21],
      [121.462, 31.21],
      [121.462, 31.238],
      [121.43, 31.238],
    ],
    centre: null,
    maxMeters: null,
    minMeters: null,
    fee: 3,
    minDeliveryPrice: 20,
    deliveryMinutes: 30,
    sort: 0,
  },
};

const order = (status: OrderDetailOut['status']) =>
  ({ orderNo, status, orderMode: 'package' }) as OrderDetailOut;

beforeAll(() => setLocale('en'));
beforeEach(() => session.signIn('member-token'));
afterEach(() => cleanup());

describe('the delivery progress section', () => {
  it('shows the timeline on the store clock, the courier and the map with its text alternative', async () => {
    calls = fakeApi({
      'order/ExpressInfo': () => express('delivering'),
      'order/QueryTransporterRealTimePosition': () => position,
    });
    renderWithProviders(<DeliveryProgress order={order('delivering')} onMoved={() => {}} />);
    const timeline = await screen.findByTestId('delivery-timeline');
    const items = within(timeline).getAllByRole('listitem');
    // Newest first; 02:21 UTC is 10:21 in Shanghai.
    expect(items[0]?.textContent).toBe('Delivering11/25, 10:21');
    expect(items.at(-1)?.textContent).toBe('Order placed11/25, 10:00');
    expect(screen.getByTestId('delivery-courier').textContent).toBe('Rider Wang Fang 13700000000');
    const toMap = screen.getByRole<HTMLAnchorElement>('link', { name: 'Map' });
    expect(screen.getByTestId('delivery-address').textContent).toContain(
      'Deliver to: 上海市静安区 愚园路 168 号',
    );
    expect(toMap.getAttribute('href')).toMatch(/^#\/open-location\?.*lat=31\.2218.*kind=address/);
    const map = await screen.findByRole('img', {
      name: /^Map of the delivery zone.*The rider is \d+ m from the address\.$/,
    });
    expect(within(map as unknown as HTMLElement).getAllByTestId('zone-map-zone')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(calls.map((c) => c.path).sort()).toEqual([
      'order/ExpressInfo',
      'order/QueryTransporterRealTimePosition',
    ]);
  });

  it('confirms receipt of a delivered order after asking', async () => {
    calls = fakeApi({
      'order/ExpressInfo': () => express('delivered', { autoConfirmAt: '2026-11-26T02:30:00.000Z' }),
      'order/QueryTransporterRealTimePosition': () => ({ ...position, state: 'delivered', rider: null }),
      'order/ConfirmReceive': () => ({ orderNo, status: 'completed' }),
    });
    const onMoved = vi.fn();
    const { user } = renderWithProviders(<DeliveryProgress order={order('delivered')} onMoved={onMoved} />);
    expect(await screen.findByText('Receipt is confirmed automatically at 11/26, 10:30.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    expect(dialogSnapshot()?.message).toBe('Only confirm once you have received your order.');
    await act(async () => dialogSnapshot()!.resolve(true));
    await settle();
    expect(calls.filter((c) => c.path === 'order/ConfirmReceive').map((c) => c.body)).toEqual([{ orderNo }]);
    expect(toastSnapshot()?.text).toBe('Receipt confirmed. Thank you!');
    // The page that shows the order reads it again.
    expect(onMoved).toHaveBeenCalled();
  });

  it('shows the logistics refusal in place', async () => {
    const { Refusal } = await import('../../../test/shop-harness.tsx');
    calls = fakeApi({
      'order/ExpressInfo': () => new Refusal(502, 'LOGISTICS_FETCH_FAILED'),
      'order/QueryTransporterRealTimePosition': () => position,
    });
    renderWithProviders(<DeliveryProgress order={order('delivering')} onMoved={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the delivery progress');
  });
});
