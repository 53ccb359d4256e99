import { addressEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { regionOut } from './address-present.ts';
import { addAddress, findAddress, myAddresses, removeAddress, updateAddress } from './address-service.ts';
import { geocoderFor } from './geocoders.ts';
import { regionScript } from './region-script.ts';
import { regionChildren, regionPath } from './regions.ts';

/** The member's delivery addresses, the region picker and the geocoder's two calls (SPEC §2, §3, §5, §7). */
export function registerAddress(app: FastifyInstance, deps: AppDeps): void {
  const geocoder = geocoderFor(deps.env);
  registerEndpoint(app, deps, addressEndpoints.myAddresses, (_input, ctx) => myAddresses(ctx));
  registerEndpoint(app, deps, addressEndpoints.findAddress, (input, ctx) => findAddress(ctx, input.id));
  registerEndpoint(app, deps, addressEndpoints.addAddress, (input, ctx) => addAddress(ctx, input, geocoder));
  registerEndpoint(app, deps, addressEndpoints.updateAddress, (input, ctx) =>
    updateAddress(ctx, input, geocoder),
  );
  registerEndpoint(app, deps, addressEndpoints.removeAddress, (input, ctx) => removeAddress(ctx, input.id));
  registerEndpoint(app, deps, addressEndpoints.regionList, async (input, ctx) => {
    const regions = regionChildren(input.parentCode);
    if (!regions) throw new AppError('ADDRESS_REGION_INVALID', {}, { Field: 'parentCode' });
    const convert = await regionScript(ctx.locale);
    return { regions: regions.map((r) => ({ code: r.code, name: convert(r.name) })) };
  });
  registerEndpoint(app, deps, addressEndpoints.addressToLngLat, async (input) => {
    const region = regionPath(input.provinceCode, input.cityCode, input.districtCode);
    if (!region) throw new AppError('ADDRESS_REGION_INVALID', {}, { Field: 'region' });
    const detail = input.detail.trim();
    const houseNumber = (input.houseNumber ?? '').trim();
    return { position: await geocoder.toPosition({ region, detail, houseNumber }) };
  });
  registerEndpoint(app, deps, addressEndpoints.lngLatToAddress, async (input, ctx) => {
    const at = await geocoder.toAddress({ latitude: input.lat, longitude: input.lng });
    if (!at) return { region: null };
    const convert = await regionScript(ctx.locale);
    return { region: { ...regionOut(at.region, convert), detail: at.detail } };
  });
}
