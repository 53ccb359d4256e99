import type { Env } from '../../env.ts';
import type { Geocoder } from './geocoder.ts';
import { localGeocoder } from './local-geocoder.ts';

/** The geocoder env GEOCODER names; a real map service's provider is added as a case here. */
export function geocoderFor(env: Pick<Env, 'GEOCODER'>): Geocoder {
  switch (env.GEOCODER) {
    case 'local':
      return localGeocoder();
  }
}
