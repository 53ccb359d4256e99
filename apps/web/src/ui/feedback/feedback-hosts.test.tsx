// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { hideToast, toast } from './feedback.ts';
import { ToastHost } from './feedback-hosts.tsx';

const shown = () => screen.queryByRole('status')?.textContent ?? null;

afterEach(() => hideToast());

describe('toast host', () => {
  it('dismisses a toast when the shopper moves on to another page', () => {
    const { rerender } = renderWithProviders(<ToastHost place="/pages/detail/index|en" />);
    act(() => void toast('Added to cart', { kind: 'success' }));
    expect(shown()).toBe('Added to cart');
    rerender(<ToastHost place="/subpackages/shopping/shoppingCart|en" />);
    expect(shown()).toBeNull();
  });

  it('dismisses a toast when the language changes', () => {
    const { rerender } = renderWithProviders(<ToastHost place="/subpackages/account/account|en" />);
    act(() => void toast('Profile saved', { kind: 'success' }));
    rerender(<ToastHost place="/subpackages/account/account|zh-CN" />);
    expect(shown()).toBeNull();
  });

  it('keeps a toast raised with the navigation of the same moment, on the page it leads to', () => {
    const { rerender } = renderWithProviders(<ToastHost place="/subpackages/account/infoEdit|en" />);
    // Saved, then straight to the member centre: the host first sees the toast there.
    act(() => {
      toast('Profile saved', { kind: 'success' });
      rerender(<ToastHost place="/subpackages/account/account|en" />);
    });
    expect(shown()).toBe('Profile saved');
  });

  it('keeps a toast for the next page on the page a later navigation lands on, and no further', () => {
    const { rerender } = renderWithProviders(<ToastHost place="/subpackages/account/password|en" />);
    act(() => void toast('Payment password saved', { kind: 'success', forNextPage: true }));
    // The browser's back lands a moment later.
    rerender(<ToastHost place="/subpackages/account/account|en" />);
    expect(shown()).toBe('Payment password saved');
    rerender(<ToastHost place="/pages/index/index|en" />);
    expect(shown()).toBeNull();
  });
});
