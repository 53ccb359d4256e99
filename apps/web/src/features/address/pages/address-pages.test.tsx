// @vitest-environment happy-dom
import type { AddressOut } from '@shop/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot } from '../../../ui/feedback/feedback.ts';
import { forgetChosenAddress, readChosenAddress } from '../state/chosen-address.ts';
import { AddAddressPage } from './add-address-page.tsx';
import { SelectAddressPage } from './select-address-page.tsx';

const page = memberPageTest({
  beforeUnmount: () => dialogSnapshot()?.resolve(false),
  afterUnmount: forgetChosenAddress,
});

function address(id: number, over: Partial<AddressOut> = {}): AddressOut {
  return {
    id,
    receiver: `Receiver ${id}`,
    phone: '13912345678',
    provinceCode: '310000',
    province: '上海市',
    cityCode: '310100',
    city: '上海市',
    districtCode: '310106',
    district: '静安区',
    detail: `愚园路 ${id} 号`,
    houseNumber: '',
    isDefault: false,
    region: '上海市静安区',
    addr: `上海市静安区 愚园路 ${id} 号`,
    position: { lat: 31.2218, lng: 121.439, precision: 'place' },
    ...over,
  };
}

const regions: Record<string, Array<{ code: string; name: string }>> = {
  '': [
    { code: '110000', name: '北京市' },
    { code: '310000', name: '上海市' },
  ],
  '310000': [{ code: '310100', name: '上海市' }],
  '310100': [
    { code: '310101', name: '黄浦区' },
    { code: '310106', name: '静安区' },
  ],
};
const regionList = (body: Record<string, unknown>) => ({
  regions: regions[String(body.parentCode ?? '')] ?? [],
});

/** Fills the form with a new address in Jing'an through the region picker. */
async function fillNewAddress(user: UserEvent) {
  await user.type(screen.getByLabelText('Receiver'), 'Li Hua');
  await user.type(screen.getByLabelText('Phone number'), '13912345678');
  const province = screen.getByLabelText<HTMLSelectElement>('Province');
  await waitFor(() => expect(province.options.length).toBe(3));
  await user.selectOptions(province, '310000');
  await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('City').options.length).toBe(2));
  await user.selectOptions(screen.getByLabelText('City'), '310100');
  await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('District').options.length).toBe(3));
  await user.selectOptions(screen.getByLabelText('District'), '310106');
  await user.type(screen.getByLabelText('Detailed address'), '常德路 1 号');
}

const menuPath = '/subpackages/category/pages/home/index';

describe('address list opened by the delivery switch on the menu (issue 28)', () => {
  it('chooses an address and goes back to the menu with it', async () => {
    page.api({ 'CustomerAddress/myAddresses': () => ({ addresses: [address(1), address(2)] }) });
    router.navigate(menuPath);
    const { user } = page.render('/subpackages/address/selectAddress', <SelectAddressPage />, {
      from: 'menu',
    });
    expect(await screen.findByRole('heading', { name: 'Choose a delivery address' })).toBeTruthy();
    await user.click(
      within(await screen.findByTestId('address-2')).getByRole('button', { name: /Receiver 2/ }),
    );
    expect(readChosenAddress()?.id).toBe(2);
    await waitFor(() => expect(router.current().path).toBe(menuPath));
  });

  it('adds a new address, chooses it and goes back to the menu, not to the list', async () => {
    page.api({
      'CustomerAddress/myAddresses': () => ({ addresses: [] }),
      'CustomerAddress/RegionList': regionList,
      'CustomerAddress/AddAddress': (body) => address(9, body as Partial<AddressOut>),
    });
    router.navigate(menuPath);
    const list = page.render('/subpackages/address/selectAddress', <SelectAddressPage />, { from: 'menu' });
    await list.user.click(await screen.findByTestId('address-new'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/address/addAddress',
      query: { from: 'menu' },
    });
    cleanup();
    const { user } = renderWithProviders(<AddAddressPage />);
    await screen.findByLabelText('Receiver');
    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.current().path).toBe(menuPath));
    expect(readChosenAddress()?.id).toBe(9);
  });
});

describe('address list', () => {
  it('lists the addresses, chooses one for the order and goes back to settlement with it', async () => {
    page.api({
      'CustomerAddress/myAddresses': () => ({ addresses: [address(1, { isDefault: true }), address(2)] }),
    });
    router.navigate('/subpackages/shopping/placeorder/payment');
    const { user } = page.render('/subpackages/address/selectAddress', <SelectAddressPage />, {
      from: 'settlement',
    });
    expect(await screen.findByRole('heading', { name: 'Choose a delivery address' })).toBeTruthy();
    const second = await screen.findByTestId('address-2');
    // With nothing chosen yet, the default is where the order goes.
    expect(screen.getByTestId('address-1-choose').getAttribute('aria-pressed')).toBe('true');
    await user.click(within(second).getByRole('button', { name: /Receiver 2/ }));
    expect(readChosenAddress()?.id).toBe(2);
    await waitFor(() => expect(router.current().path).toBe('/subpackages/shopping/placeorder/payment'));
  });

  it('deletes an address only after the confirm, and sets a default', async () => {
    const calls = page.api({
      'CustomerAddress/myAddresses': () => ({ addresses: [address(1, { isDefault: true }), address(2)] }),
      'CustomerAddress/RemoveAddress': (body) => ({ id: body.id }),
      'CustomerAddress/UpdateAddress': (body) => address(Number(body.id), { isDefault: true }),
    });
    const { user } = page.render('/subpackages/address/selectAddress', <SelectAddressPage />);
    await user.click(await screen.findByTestId('address-2-remove'));
    expect(dialogSnapshot()?.message).toBe('Delete this address?');
    dialogSnapshot()!.resolve(false);
    expect(calls.some((c) => c.path === 'CustomerAddress/RemoveAddress')).toBe(false);
    await user.click(screen.getByTestId('address-2-remove'));
    dialogSnapshot()!.resolve(true);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'CustomerAddress/RemoveAddress').map((c) => c.body)).toEqual([
        { id: 2 },
      ]),
    );
    await user.click(screen.getByTestId('address-2-default'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'CustomerAddress/UpdateAddress')?.body).toEqual({
        id: 2,
        isDefault: true,
      }),
    );
  });

  it('links an address with a position to /open-location, and one without none', async () => {
    page.api({
      'CustomerAddress/myAddresses': () => ({ addresses: [address(1), address(2, { position: null })] }),
    });
    page.render('/subpackages/address/selectAddress', <SelectAddressPage />);
    const map = await screen.findByTestId<HTMLAnchorElement>('address-1-map');
    expect(map.getAttribute('href')).toMatch(/^#\/open-location\?lat=31\.2218&lng=121\.439&kind=address/);
    expect(screen.queryByTestId('address-2-map')).toBeNull();
  });

  it('shows the empty state', async () => {
    page.api({ 'CustomerAddress/myAddresses': () => ({ addresses: [] }) });
    page.render('/subpackages/address/selectAddress', <SelectAddressPage />);
    expect(await screen.findByText('No addresses yet')).toBeTruthy();
  });
});

describe('address form', () => {
  it('names each problem in place before any call, then saves through the region picker', async () => {
    const calls = page.api({
      'CustomerAddress/RegionList': regionList,
      'CustomerAddress/AddAddress': (body) => address(9, body as Partial<AddressOut>),
    });
    const { user } = page.render('/subpackages/address/addAddress', <AddAddressPage />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      "Please enter the receiver's name",
      'Please enter your phone number',
      'Please choose the province, city and district',
      'Please enter the detailed address',
    ]);
    expect(calls.some((c) => c.path === 'CustomerAddress/AddAddress')).toBe(false);

    await fillNewAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'CustomerAddress/AddAddress')?.body).toEqual({
        receiver: 'Li Hua',
        phone: '13912345678',
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310106',
        detail: '常德路 1 号',
        houseNumber: '',
        isDefault: false,
      }),
    );
  });

  it('puts a refusal of the server under its field', async () => {
    page.api({
      'CustomerAddress/RegionList': regionList,
      'CustomerAddress/FindAddress': () => address(3),
      'CustomerAddress/UpdateAddress': () =>
        new Refusal(400, 'ADDRESS_REGION_INVALID', '所在地区不正确，请重新选择', { Field: 'region' }),
    });
    const { user } = page.render('/subpackages/address/addAddress', <AddAddressPage />, { id: '3' });
    expect(await screen.findByRole('heading', { name: 'Edit address' })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('District').value).toBe('310106'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The region is not valid; please choose it again',
    );
  });
});
