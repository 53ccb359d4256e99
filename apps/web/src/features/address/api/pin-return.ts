import { useQuery } from '@tanstack/react-query';
import { takeChosenLocation } from '../../delivery/index.ts';
import { takeFormDraft } from '../state/pin-return.ts';
import { regionAt } from './place-at.ts';

/**
 * Back from /choose-location: the form as it was left, pinned at the chosen point, its region filled from the
 * point (order/LngLatToAddress) and, when nothing was typed there yet, the place's name as the detailed address.
 * Null when the member did not come back from the map with a point (a draft left behind is dropped).
 */
export function usePinReturn(path: string) {
  return useQuery({
    queryKey: ['address', 'pinReturn', path],
    queryFn: async () => {
      const at = takeChosenLocation(path);
      const draft = takeFormDraft(path);
      if (!at || !draft) return null;
      const pin = { lat: at.latitude, lng: at.longitude };
      const region = await regionAt(pin.lat, pin.lng).catch(() => null);
      if (!region) return { values: draft.values, pin, regionFound: false };
      const { provinceCode, cityCode, districtCode, detail } = region;
      const values = {
        ...draft.values,
        provinceCode,
        cityCode,
        districtCode,
        detail: draft.values.detail.trim() === '' ? detail : draft.values.detail,
      };
      return { values, pin, regionFound: true };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
