// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cheesecakeLine } from '../../../test/cart-line.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { bootStore } from '../../../test/shop-harness.tsx';
import { cartStore } from '../state/cart-state.ts';
import { CartPage, cartPath } from './cart-page.tsx';

const page = memberPageTest();

/** A cart server holding one line of ¥12 cakes: a merge sync sets its quantity, and the answer is the cart. */
function cartServer(start: number) {
  let num = start;
  page.api({
    'shopcart/syncshopcartv2': (body) => {
      const sent = JSON.parse(String(body.shopcartItems)) as Array<{ ProductNum: number }>;
      if (sent[0]) num = sent[0].ProductNum;
      return JSON.stringify(num > 0 ? [cheesecakeLine(num)] : []);
    },
  });
}

/** The store 1001 with a ¥20 minimum order and at most 3 of one item per line. */
function storeWithRules() {
  return bootStore(
    1001,
    { sections: [] },
    {
      settings: {
        storeId: 1001,
        themeColor: '#FE9A69',
        storeMode: 'RegularOrder',
        storeModeValue: 'takeout',
        isHeadquarters: true,
        isChainStore: false,
        minStartPrice: 2000,
        maxLineQuantity: 3,
      },
    },
  );
}

async function open(quantity: number) {
  await storeWithRules();
  cartServer(quantity);
  await cartStore.reset();
  return page.render(cartPath, <CartPage />);
}

const settleButton = () => screen.getByTestId<HTMLButtonElement>('settle-button');
const plus = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Increase Cheesecake' });

describe('the cart page and the store rules', () => {
  it('says how much the minimum order still lacks and keeps checkout disabled until it is reached', async () => {
    const { user } = await open(1);
    await waitFor(() => expect(settleButton().textContent).toBe('¥8.00 more to order'));
    expect(settleButton().disabled).toBe(true);
    await user.click(plus());
    await waitFor(() => expect(settleButton().textContent).toBe('Checkout (2)'));
    expect(settleButton().disabled).toBe(false);
  });

  it("stops the stepper at the store's per-line limit and says so", async () => {
    const { user } = await open(2);
    await waitFor(() => expect(plus().disabled).toBe(false));
    expect(screen.queryByText('At most 3 per item')).toBeNull();
    await user.click(plus());
    await waitFor(() => expect(plus().disabled).toBe(true));
    screen.getByText('At most 3 per item');
    // Past the stepper (another entry point), the cart refuses the line with the store's limit.
    const key = cartStore.view().items[0]!.key;
    expect(cartStore.actions.setQuantity(key, 4)).toEqual({
      ok: false,
      message: 'You can buy at most 3 of one item',
    });
  });
});
