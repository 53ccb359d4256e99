import { orderEndpoints } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cancelOrderRef } from './cancel-order.ts';
import { loadOrdersRef } from './load-orders.ts';
import { orderDetailsRef } from './order-details.ts';

describe('order endpoint references', () => {
  it('name the contracts’ paths', () => {
    expect(loadOrdersRef.path).toBe(orderEndpoints.loadOrders.path);
    expect(orderDetailsRef.path).toBe(orderEndpoints.orderDetails.path);
    expect(cancelOrderRef.path).toBe(orderEndpoints.cancelProductOrder.path);
  });
});
