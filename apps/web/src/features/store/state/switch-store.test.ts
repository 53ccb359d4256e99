import { describe, expect, it, vi } from 'vitest';
import { type SwitchDeps, switchStore } from './switch-store.ts';

function deps(over: Partial<SwitchDeps> = {}) {
  const order: string[] = [];
  const d: SwitchDeps = {
    currentStoreId: 1,
    cartHasItems: false,
    confirmLeaveCart: vi.fn(async () => {
      order.push('confirm');
      return true;
    }),
    begin: vi.fn(() => order.push('begin')),
    flushCart: vi.fn(async () => order.push('flush')),
    changeStore: vi.fn(async (id: number) => {
      order.push(`change ${id}`);
    }),
    goHome: vi.fn(() => order.push('home')),
    ...over,
  };
  return { d, order };
}

describe('switchStore', () => {
  it('switches at once with an empty cart: saves the cart, changes store, then opens home', async () => {
    const { d, order } = deps();
    await expect(switchStore(3, d)).resolves.toBe('switched');
    expect(order).toEqual(['begin', 'flush', 'change 3', 'home']);
    expect(d.confirmLeaveCart).not.toHaveBeenCalled();
  });

  it('asks first when the cart has items, and switches on OK', async () => {
    const { d, order } = deps({ cartHasItems: true });
    await expect(switchStore(3, d)).resolves.toBe('switched');
    expect(order).toEqual(['confirm', 'begin', 'flush', 'change 3', 'home']);
  });

  it('stays when the shopper cancels', async () => {
    const { d } = deps({ cartHasItems: true, confirmLeaveCart: async () => false });
    await expect(switchStore(3, d)).resolves.toBe('cancelled');
    expect(d.begin).not.toHaveBeenCalled();
    expect(d.changeStore).not.toHaveBeenCalled();
    expect(d.goHome).not.toHaveBeenCalled();
  });

  it('just goes home for the current store', async () => {
    const { d } = deps({ cartHasItems: true });
    await expect(switchStore(1, d)).resolves.toBe('unchanged');
    expect(d.confirmLeaveCart).not.toHaveBeenCalled();
    expect(d.changeStore).not.toHaveBeenCalled();
    expect(d.goHome).toHaveBeenCalledOnce();
  });

  it('does not leave the page when the new store cannot be loaded', async () => {
    const failure = new Error('network');
    const { d } = deps({ changeStore: async () => Promise.reject(failure) });
    await expect(switchStore(3, d)).rejects.toBe(failure);
    expect(d.goHome).not.toHaveBeenCalled();
  });
});
