// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionChip } from './option-chip.tsx';

afterEach(cleanup);

describe('OptionChip', () => {
  it('is a button pressed when chosen, with its add-on beside the name', () => {
    const onClick = vi.fn();
    render(
      <OptionChip on onClick={onClick} addOn="¥2.00" data-testid="chip">
        Large
      </OptionChip>,
    );
    const chip = screen.getByRole('button', { name: 'Large +¥2.00', pressed: true });
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('chip').className).toBe('option-chip option-chip--on');
  });

  it('is not pressed when not chosen, and cannot be chosen when disabled', () => {
    render(
      <OptionChip on={false} disabled onClick={() => undefined}>
        Small
      </OptionChip>,
    );
    const chip = screen.getByRole('button', { name: 'Small', pressed: false });
    expect((chip as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
