// @vitest-environment happy-dom
import type { AddressOut } from '@shop/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { AddAddressPage } from './add-address-page.tsx';

const page = memberPageTest();
const formPath = '/subpackages/address/addAddress';

/** What /choose-location leaves for the page it returns to (delivery's chosen-location, read through its face). */
function chooseOnMapAt(latitude: number, longitude: number) {
  sessionStorage.setItem(
    'amber:delivery.chosenLocation',
    JSON.stringify({ latitude, longitude, for: formPath }),
  );
}

const jingan = {
  provinceCode: '310000',
  province: '上海市',
  cityCode: '310100',
  city: '上海市',
  districtCode: '310106',
  district: '静安区',
  detail: '愚园路 168 号',
};
const regionList = (body: Record<string, unknown>) => ({
  regions: { '': [{ code: '310000', name: '上海市' }], '310000': [{ code: '310100', name: '上海市' }] }[
    String(body.parentCode ?? '')
  ] ?? [{ code: '310106', name: '静安区' }],
});

function saved(body: Record<string, unknown>): AddressOut {
  return {
    id: 9,
    receiver: String(body.receiver),
    phone: String(body.phone),
    ...jingan,
    detail: String(body.detail),
    houseNumber: '',
    isDefault: false,
    region: '上海市静安区',
    addr: `上海市静安区 ${body.detail}`,
    position: null,
  };
}

/** Types a receiver, goes to the map and comes back from it at (31.2223, 121.4388), as the member would. */
async function pinFromNewForm() {
  const first = page.render(formPath, <AddAddressPage />);
  await first.user.type(await screen.findByLabelText('Receiver'), 'Li Hua');
  await first.user.type(screen.getByLabelText('Phone number'), '13912345678');
  await first.user.click(screen.getByRole('button', { name: 'Choose on the map' }));
  expect(router.current().path).toBe('/choose-location');
  expect(router.current().query.back).toBe(formPath);
  cleanup();
  chooseOnMapAt(31.2223, 121.4388);
  return page.render(formPath, <AddAddressPage />);
}

describe('pinning an address on the map', () => {
  it('comes back with the typed fields, the region of the point and the pin, and saves the point', async () => {
    const calls = page.api({
      'CustomerAddress/RegionList': regionList,
      'order/LngLatToAddress': () => ({ region: jingan }),
      'CustomerAddress/AddAddress': (body) => saved(body),
    });
    const { user } = await pinFromNewForm();
    expect((await screen.findByTestId('address-pin')).dataset.pinned).toBe('yes');
    expect(screen.getByText('Pinned on the map (31.22230, 121.43880)')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Receiver').value).toBe('Li Hua');
    expect(screen.getByLabelText<HTMLInputElement>('Detailed address').value).toBe('愚园路 168 号');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('District').value).toBe('310106'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'CustomerAddress/AddAddress')?.body).toMatchObject({
        receiver: 'Li Hua',
        districtCode: '310106',
        detail: '愚园路 168 号',
        position: { lat: 31.2223, lng: 121.4388 },
      }),
    );
  });

  it('drops the pin when the detailed address is changed by hand, and saves without it', async () => {
    const calls = page.api({
      'CustomerAddress/RegionList': regionList,
      'order/LngLatToAddress': () => ({ region: jingan }),
      'CustomerAddress/AddAddress': (body) => saved(body),
    });
    const { user } = await pinFromNewForm();
    const detail = await screen.findByLabelText<HTMLInputElement>('Detailed address');
    await user.type(detail, ' 2 号楼');
    expect(screen.getByTestId('address-pin').dataset.pinned).toBe('no');
    expect(screen.getByText('Placed from the address text')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'CustomerAddress/AddAddress')).toBe(true));
    expect(calls.find((c) => c.path === 'CustomerAddress/AddAddress')?.body).not.toHaveProperty('position');
  });

  it('keeps an existing pin when only the receiver changes', async () => {
    const calls = page.api({
      'CustomerAddress/RegionList': regionList,
      'CustomerAddress/FindAddress': () => ({
        ...saved({ receiver: 'Li Hua', phone: '13912345678', detail: '愚园路 168 号' }),
        id: 3,
        position: { lat: 31.2223, lng: 121.4388, precision: 'pinned' },
      }),
      'CustomerAddress/UpdateAddress': (body) => saved(body),
    });
    const { user } = page.render(formPath, <AddAddressPage />, { id: '3' });
    const receiver = await screen.findByLabelText<HTMLInputElement>('Receiver');
    expect(screen.getByTestId('address-pin').dataset.pinned).toBe('yes');
    await user.type(receiver, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'CustomerAddress/UpdateAddress')?.body).toMatchObject({
        id: 3,
        receiver: 'Li Hua Jr',
        position: { lat: 31.2223, lng: 121.4388 },
      }),
    );
  });
});
