// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { SharePoster } from './share-poster.tsx';

// The 8 bytes of a PNG's signature: enough of a picture for the component, which shows what the server drew.
const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
const poster = { base64: png, url: 'https://shop.example/#/x', width: 600, height: 960 };
let calls: Call[] = [];

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  session.signIn('token');
  await bootStore(1001);
});
afterEach(() => {
  session.signOut();
  vi.restoreAllMocks();
});

describe('share poster', () => {
  it('asks the server for the poster of its target and shows it, with a save action that downloads it', async () => {
    calls = fakeApi({ 'CustomerReferral/GetSharePoster': () => poster });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:poster');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('poster-product-5.png');
      expect(this.href).toBe('blob:poster');
    });
    const { user } = renderWithProviders(<SharePoster target={{ kind: 'product', productId: 5 }} />);
    screen.getByRole('status');
    screen.getByText('Drawing your poster…');
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Share poster with a QR code' });
    expect(image.src).toBe(`data:image/png;base64,${png}`);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['CustomerReferral/GetSharePoster', { kind: 'product', productId: 5 }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Save image' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(8);
  });

  it("says 'poster generation failed' in the reader's language and tries again on request", async () => {
    let fail = true;
    calls = fakeApi({
      'CustomerReferral/GetSharePoster': () =>
        fail ? new Refusal(500, 'POSTER_FAILED', '海报生成失败') : poster,
    });
    const { user } = renderWithProviders(<SharePoster target={{ kind: 'invite' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The poster could not be made. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Save image' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('img', { name: 'Share poster with a QR code' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ kind: 'invite' });
  });
});
