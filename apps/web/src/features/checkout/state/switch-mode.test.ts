import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  mode: 'takeout',
  hides: true,
  unsupported: [] as number[],
  confirmed: true,
  removed: [] as number[][],
  asked: [] as string[],
}));

vi.mock('../../cart/index.ts', () => ({
  cartStore: {
    view: () => ({
      items: [
        { ProductId: 1, ProductName: 'Cheesecake' },
        { ProductId: 1, ProductName: 'Cheesecake' },
        { ProductId: 2, ProductName: 'Milk tea' },
      ],
    }),
  },
  unsupportedInMode: vi.fn(async () => state.unsupported),
  removeProducts: vi.fn(async (ids: number[]) => {
    state.removed.push(ids);
    return true;
  }),
}));
vi.mock('../../store/index.ts', () => ({
  currentOrderMode: () => state.mode,
  setOrderMode: (mode: string) => {
    state.mode = mode;
  },
  storeSnapshot: () => ({ info: { IsHideProductByMode: state.hides } }),
}));
vi.mock('../../../ui/feedback/feedback.ts', () => ({
  confirm: vi.fn(async (request: { message: string }) => {
    state.asked.push(request.message);
    return state.confirmed;
  }),
  toastError: vi.fn(),
}));

vi.mock('../../../lib/i18n/messages.ts', () => ({
  translate: (key: string, params: Record<string, string>) => `${key}: ${params.names}`,
}));

const { switchOrderMode } = await import('./switch-mode.ts');

describe('switching the order mode (SPEC §4)', () => {
  beforeEach(() => {
    Object.assign(state, {
      mode: 'takeout',
      hides: true,
      unsupported: [],
      confirmed: true,
      removed: [],
      asked: [],
    });
  });

  it('switches at once when the cart has nothing the new mode does not sell', async () => {
    expect(await switchOrderMode('package')).toBe(true);
    expect(state.mode).toBe('package');
    expect(state.asked).toEqual([]);
  });

  it('lists the unsupported items once each, and on OK removes them and switches', async () => {
    state.unsupported = [1];
    expect(await switchOrderMode('queue')).toBe(true);
    expect(state.asked[0]).toContain('Cheesecake');
    expect(state.asked[0]).not.toContain('Milk tea');
    expect(state.asked[0]!.match(/Cheesecake/g)).toHaveLength(1);
    expect(state.removed).toEqual([[1]]);
    expect(state.mode).toBe('queue');
  });

  it('keeps the mode and the cart when the shopper cancels', async () => {
    state.unsupported = [1, 2];
    state.confirmed = false;
    expect(await switchOrderMode('package')).toBe(false);
    expect(state.mode).toBe('takeout');
    expect(state.removed).toEqual([]);
  });

  it('does not check the cart in a store that does not hide products by mode', async () => {
    state.hides = false;
    state.unsupported = [1];
    expect(await switchOrderMode('package')).toBe(true);
    expect(state.asked).toEqual([]);
  });
});
