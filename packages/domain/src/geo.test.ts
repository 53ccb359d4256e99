import { describe, expect, it } from 'vitest';
import { distanceInMeters } from './geo.ts';

describe('distanceInMeters', () => {
  it('is zero for the same point and symmetric', () => {
    const p = { latitude: 31.2246, longitude: 121.4462 };
    expect(distanceInMeters(p, p)).toBe(0);
    const q = { latitude: 31.2397, longitude: 121.4998 };
    expect(distanceInMeters(p, q)).toBe(distanceInMeters(q, p));
  });
  it('matches known distances', () => {
    // One degree of latitude is about 111.2 km on the mean sphere.
    expect(distanceInMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111195);
    // Shanghai People's Square to Beijing Tiananmen: about 1,067 km.
    const km =
      distanceInMeters(
        { latitude: 31.2304, longitude: 121.4737 },
        { latitude: 39.9087, longitude: 116.3975 },
      ) / 1000;
    expect(km).toBeGreaterThan(1060);
    expect(km).toBeLessThan(1075);
  });
  it('handles antipodes and the date line', () => {
    expect(distanceInMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBe(20015114);
    expect(distanceInMeters({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBe(
      111195,
    );
  });
});
