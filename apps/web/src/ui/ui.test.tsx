// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { Button } from './button.tsx';
import { CountBadge } from './count-badge.tsx';
import { CurrencyContext, Price } from './price.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

beforeAll(() => setLocale('en'));

function Harness({ max, compact }: { max: number; compact?: boolean }) {
  const [n, setN] = useState(0);
  return <QuantityStepper value={n} onChange={setN} max={max} compact={compact} label="tea" />;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Price', () => {
  it('shows 2 decimals with the store currency and the original crossed out', () => {
    renderWithProviders(
      <CurrencyContext.Provider value="$">
        <Price minor={1890} original={2200} />
        <Price minor={500} original={400} currency="€" />
      </CurrencyContext.Provider>,
    );
    // Read out: the price, then the original named as such; an original below the price is not shown.
    screen.getByText('$18.90');
    screen.getByText('Original price $22.00');
    screen.getByText('€5.00');
    expect(screen.queryByText(/Original price €/)).toBeNull();
    // Seen: the original crossed out, hidden from screen readers, which read the line above instead.
    const crossedOut = screen.getAllByRole('deletion', { hidden: true });
    expect(crossedOut.map((d) => d.textContent)).toEqual(['$22.00']);
  });
});

describe('QuantityStepper', () => {
  it('counts within its bounds, disabling the buttons at them', async () => {
    const { user } = renderWithProviders(<Harness max={2} />);
    expect(button('Decrease tea').disabled).toBe(true);
    await user.click(button('Increase tea'));
    await user.click(button('Increase tea'));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(button('Increase tea').disabled).toBe(true);
    expect(button('Decrease tea').disabled).toBe(false);
  });

  it('shows only + at zero when compact', async () => {
    const { user } = renderWithProviders(<Harness max={5} compact />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Increase tea']);
    await user.click(button('Increase tea'));
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Decrease tea',
      'Increase tea',
    ]);
  });
});

describe('Button', () => {
  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    await user.click(button('Pay'));
    expect(onClick).not.toHaveBeenCalled();
    expect(button('Pay').getAttribute('aria-busy')).toBe('true');
    expect(button('Pay').className).toBe('btn btn--primary btn--md');
  });
});

describe('CountBadge', () => {
  it('shows the count as text, or drawn and hidden when the control is named with it', () => {
    renderWithProviders(
      <>
        <a href="#/cart">
          <CountBadge count={120} className="tab" />
          Cart
        </a>
        <button type="button" aria-label="Cart, 3 items">
          <CountBadge count={3} className="bar" inName />
          Cart
        </button>
      </>,
    );
    expect(screen.getByRole('link').textContent).toBe('99+Cart');
    const named = screen.getByRole('button', { name: 'Cart, 3 items' });
    // The visible word is the only text: the name contains it, the count is not read twice.
    expect(named.textContent).toBe('Cart');
    const drawn = named.querySelector('[data-count]');
    expect([drawn?.getAttribute('data-count'), drawn?.getAttribute('aria-hidden')]).toEqual(['3', 'true']);
  });
});
