// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { type Rendered, render } from '../test/render.tsx';
import { Button } from './button.tsx';
import { CurrencyContext, Price } from './price.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

let view: Rendered | null = null;
beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
});

function Harness({ max, compact }: { max: number; compact?: boolean }) {
  const [n, setN] = useState(0);
  return <QuantityStepper value={n} onChange={setN} max={max} compact={compact} label="tea" />;
}

const buttons = (v: Rendered) => [...v.container.querySelectorAll('button')];

describe('Price', () => {
  it('shows 2 decimals with the store currency and the original crossed out', async () => {
    view = await render(
      <CurrencyContext.Provider value="$">
        <Price minor={1890} original={2200} />
        <Price minor={500} original={400} currency="€" />
      </CurrencyContext.Provider>,
    );
    const hidden = [...view.container.querySelectorAll('.visually-hidden')].map((e) => e.textContent);
    expect(hidden).toEqual(['$18.90', 'Original price $22.00', '€5.00']);
    expect(view.container.querySelectorAll('del')).toHaveLength(1);
  });
});

describe('QuantityStepper', () => {
  it('counts within its bounds, disabling the buttons at them', async () => {
    view = await render(<Harness max={2} />);
    const [minus, plus] = buttons(view);
    expect(minus!.disabled).toBe(true);
    expect(plus!.getAttribute('aria-label')).toBe('Increase tea');
    await act(async () => plus!.click());
    await act(async () => plus!.click());
    expect(view.container.querySelector('output')?.textContent).toBe('2');
    expect(plus!.disabled).toBe(true);
    expect(minus!.disabled).toBe(false);
  });

  it('shows only + at zero when compact', async () => {
    view = await render(<Harness max={5} compact />);
    expect(buttons(view)).toHaveLength(1);
    await act(async () => buttons(view!)[0]!.click());
    expect(buttons(view)).toHaveLength(2);
  });
});

describe('Button', () => {
  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    view = await render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const [button] = buttons(view);
    await act(async () => button!.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(button!.getAttribute('aria-busy')).toBe('true');
    expect(button!.className).toBe('btn btn--primary btn--md');
  });
});
