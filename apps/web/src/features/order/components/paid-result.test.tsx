// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { gate } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { PaidCard, PaidResult, PaidUnpaid } from './paid-result.tsx';

const page = memberPageTest();
const orderNo = '2026112510000042';

interface KindOrder {
  orderNo: string;
  status: 'completed' | 'unpaid';
  payMethod: number;
  autoCancelAt: string | null;
  name: string;
}

/** A paid kind's order as its own hook reads it: `reads` counts the reads, `answer` decides each one. */
function kind(answer: () => KindOrder) {
  const state = { reads: 0 };
  const useOrder = (no: string, enabled: boolean) =>
    useQuery({
      queryKey: ['kind-order', no],
      queryFn: async () => {
        state.reads += 1;
        return answer();
      },
      enabled,
    });
  return { state, useOrder };
}

const paid = (status: KindOrder['status']): KindOrder => ({
  orderNo,
  status,
  payMethod: 4,
  autoCancelAt: status === 'unpaid' ? '2030-01-01T00:15:00.000Z' : null,
  name: 'Coupon pack',
});

function Outcome({ order }: { order: KindOrder }) {
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo="/subpackages/coupons/paySuccess"
        payLabel="Pay now"
        testId="kind"
        text={(time) => `Pay by ${time}`}
      />
    );
  return <PaidCard tone="done" title={`${order.name} is yours`} testId="kind-done" />;
}

function show(useOrder: ReturnType<typeof kind>['useOrder'], query: Record<string, string>) {
  return page.render(
    '/subpackages/coupons/paySuccess',
    <PaidResult
      orderNo={orderNo}
      localOrderNo={query.localOrderNo ?? ''}
      useOrder={useOrder}
      waiting={{ title: 'Confirming payment', text: 'This takes a few seconds' }}
      testId="kind"
    >
      {(order) => <Outcome order={order} />}
    </PaidResult>,
    { orderno: orderNo, ...query },
  );
}

describe('the paid result every paid kind shows', () => {
  it('confirms the payment with QueryPayResult first, reads the order only then, and shows its outcome', async () => {
    const held = gate();
    page.api({
      'order/QueryPayResult': async () => {
        await held.passed;
        return { result: { finish: 1 }, orderNo };
      },
    });
    const { state, useOrder } = kind(() => paid('completed'));
    show(useOrder, { localOrderNo: `${orderNo}-abc` });
    await screen.findByRole('heading', { name: 'Confirming payment' });
    screen.getByText('This takes a few seconds');
    expect(state.reads).toBe(0);

    await act(async () => held.open());
    await screen.findByRole('heading', { name: 'Coupon pack is yours' });
    expect(state.reads).toBe(1);
    expect(page.calls.filter((c) => c.path === 'order/QueryPayResult').map((c) => c.body)).toEqual([
      { localOrderNo: `${orderNo}-abc` },
    ]);
  });

  it('says a cancelled payment once, and pays the unpaid order again through the gateway, back to the page', async () => {
    page.api({
      'order/wxpay': (body) => ({
        orderNo: body.orderNo,
        localOrderNo: `${orderNo}-b`,
        payMethod: 4,
        amount: 9.9,
        wechat: null,
        alipay: null,
        webPayPath: `/pages/web/webpay?prepayId=pp_12345678&orderNo=${orderNo}&localOrderNo=x`,
      }),
    });
    const { useOrder } = kind(() => paid('unpaid'));
    const { user } = show(useOrder, { payCancelled: '1' });
    await screen.findByRole('heading', { name: 'Payment not completed' });
    expect(toastSnapshot()?.text).toBe('Payment cancelled');
    screen.getByText(/^Pay by .+/);

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.current().path).toBe('/pages/web/webpay'));
    expect(router.current().query).toMatchObject({ returnTo: '/subpackages/coupons/paySuccess' });
    expect(page.calls.filter((c) => c.path === 'order/wxpay').map((c) => c.body.orderNo)).toEqual([orderNo]);
  });

  it('offers a retry when the order cannot be read', async () => {
    page.api({});
    let fails = true;
    const { useOrder } = kind(() => {
      if (fails) throw new Error('offline');
      return paid('completed');
    });
    const { user } = show(useOrder, {});
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fails = false;
    await user.click(retry);
    await screen.findByRole('heading', { name: 'Coupon pack is yours' });
  });
});
