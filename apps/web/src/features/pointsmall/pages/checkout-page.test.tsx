// @vitest-environment happy-dom
import { pointsmallEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { bootStore, Refusal, storeInfo } from '../../../test/shop-harness.tsx';
import { exchangeRef } from '../api/exchange.ts';
import { pointsOrder, pointsProduct } from '../state/pointsmall-test-data.ts';
import { PointsCheckoutPage } from './checkout-page.tsx';

const page = memberPageTest();
const exchanges = () =>
  page.calls.filter((c) => c.path === pointsmallEndpoints.exchange.path).map((c) => c.body);

function open(points: number, rule: string, exchange: () => unknown = () => pointsOrder()) {
  page.api({
    [pointsmallEndpoints.details.path]: () => ({ product: pointsProduct(), points }),
    [pointsmallEndpoints.exchange.path]: exchange,
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat, payMethods.cash]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 50 } }),
  });
  return page.render('/subpackages/pointsMall/checkout', <PointsCheckoutPage />, { id: '5', rule });
}

describe('confirming an exchange', () => {
  it('names the contract path', () => {
    expect(exchangeRef.path).toBe(pointsmallEndpoints.exchange.path);
  });

  it('exchanges points alone once however often tapped, with the points it showed, and goes to the result', async () => {
    const { user } = open(700, '0');
    await user.click(await screen.findByRole('button', { name: /Increase/ }));
    expect((await screen.findByTestId('pm-total')).textContent).toBe('600 points');
    screen.getByText('You have 700 points; 100 left after this exchange');
    await user.dblClick(screen.getByRole('button', { name: 'Exchange now' }));
    await waitFor(() =>
      expect(router.current()).toMatchObject({
        path: '/subpackages/pointsMall/receipt',
        query: { orderno: '2026112510000077' },
      }),
    );
    expect(exchanges()).toHaveLength(1);
    expect(exchanges()[0]).toMatchObject({
      productId: 5,
      ruleIndex: 0,
      quantity: 2,
      payMethod: -1,
      expectedPoints: 300,
    });
  });

  it('pays the money part by balance (cash is not offered) and shows a refusal under the form', async () => {
    const { user } = open(150, '1', () => new Refusal(409, 'POINTSMALL_SOLD_OUT', '商品已兑完'));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Member balance/ }).checked).toBe(true),
    );
    expect(screen.queryByRole('radio', { name: /^Cash/ })).toBeNull();
    expect(screen.getByTestId('pm-total').textContent).toMatch(/^100 points \+ .*¥9\.90/);
    await user.click(screen.getByRole('button', { name: 'Exchange now' }));
    expect((await screen.findByTestId('pm-checkout-error')).textContent).toBe('Item sold out');
    expect(exchanges()[0]).toMatchObject({ ruleIndex: 1, payMethod: 2, expectedPoints: 100 });
  });

  it('says when the points are not enough and does not send', async () => {
    open(50, '0');
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient points');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Exchange now' }).disabled).toBe(true);
  });
});

const home = {
  id: 7,
  receiver: 'Li Hua',
  phone: '13800138000',
  detail: '愚园路 168 号',
  houseNumber: '301',
  isDefault: true,
  region: '上海市静安区',
  addr: '上海市静安区 愚园路 168 号 301',
  position: { latitude: 31.2218, longitude: 121.439 },
  provinceCode: '310000',
  province: '上海市',
  cityCode: '310100',
  city: '上海市',
  districtCode: '310106',
  district: '静安区',
};

const zone = {
  zoneId: 1,
  kind: 'radius' as const,
  polygon: [],
  centre: null,
  maxMeters: 5000,
  minMeters: null,
  fee: 3,
  minDeliveryPrice: 20,
  deliveryMinutes: 30,
  sort: 0,
};

describe('goods delivered (decision 044)', () => {
  const delivering = async (quote: () => unknown) => {
    await bootStore(
      1001,
      { sections: [] },
      {
        settings: { ...storeInfo(1001).settings, orderModes: ['package', 'takeout'] },
      },
    );
    page.api({
      [pointsmallEndpoints.details.path]: () => ({ product: pointsProduct(), points: 700 }),
      [pointsmallEndpoints.exchange.path]: () => pointsOrder({ mode: 'delivery' }),
      'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat]),
      'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 50 } }),
      'CustomerAddress/myAddresses': () => ({ addresses: [home] }),
      'Store/CheckAddressReliability': quote,
    });
    return page.render('/subpackages/pointsMall/checkout', <PointsCheckoutPage />, { id: '5', rule: '0' });
  };

  it('adds the zone fee to a points-only exchange, paid by balance, with the address', async () => {
    const { user } = await delivering(() => ({
      storeId: 1001,
      position: { latitude: 31.2218, longitude: 121.439 },
      distanceInMeter: 900,
      zone,
    }));
    expect((await screen.findByTestId('pm-total')).textContent).toBe('300 points');
    await user.click(screen.getByRole('radio', { name: 'Deliver to me' }));
    expect((await screen.findByTestId('pm-address')).textContent).toContain('愚园路 168 号');
    expect((await screen.findByTestId('pm-freight')).textContent).toMatch(/Delivery fee.*¥3\.00/);
    expect(screen.getByTestId('pm-total').textContent).toMatch(/^300 points \+ .*¥3\.00/);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Member balance/ }).checked).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Exchange now' }));
    await waitFor(() => expect(exchanges()).toHaveLength(1));
    expect(exchanges()[0]).toMatchObject({ payMethod: 2, delivery: { addressId: 7 } });
  });

  it('says an address outside every zone and does not send', async () => {
    const { user } = await delivering(() => new Refusal(422, 'DELIVERY_OUT_OF_RANGE', '超出配送范围'));
    await user.click(await screen.findByRole('radio', { name: 'Deliver to me' }));
    expect((await screen.findByTestId('pm-freight-error')).textContent).not.toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Exchange now' }).disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Pick up at the store' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Exchange now' }).disabled).toBe(false);
  });
});
