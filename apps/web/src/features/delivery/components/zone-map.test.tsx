// @vitest-environment happy-dom
import type { DeliveryZoneOut } from '@shop/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapSize, ZoneMap } from './zone-map.tsx';

const store = { latitude: 31.2243, longitude: 121.446 };
const ring: DeliveryZoneOut = {
  zoneId: 2,
  kind: 'radius',
  polygon: [],
  centre: store,
  maxMeters: 5000,
  minMeters: 0,
  fee: 8,
  minDeliveryPrice: 40,
  deliveryMinutes: 50,
  sort: 1,
};
const labels = { store: 'Store', address: 'Address', rider: 'Rider', chosen: 'Chosen' };

/** A marker's position from its translate(). */
function at(testId: string) {
  const g = screen.getByTestId(testId);
  const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform') ?? '') ?? [];
  return { x: Number(x), y: Number(y) };
}

afterEach(() => cleanup());

describe('the zone map', () => {
  it('scales the ring and every marker into its box, the store in the middle of its own ring', () => {
    const far = { latitude: 31.2243, longitude: 121.49 };
    render(<ZoneMap zones={[ring]} store={store} address={far} description="Delivery map" labels={labels} />);
    expect(screen.getByRole('img', { name: 'Delivery map' })).toBeTruthy();
    const s = at('zone-map-store');
    const a = at('zone-map-address');
    expect(s.x).toBeCloseTo(mapSize.width / 2, 0);
    expect(s.y).toBeCloseTo(mapSize.height / 2, 0);
    // 4.2 km east of the store, on a map that shows the 5 km ring across the box's height.
    expect(a.x).toBeGreaterThan(s.x);
    expect(a.x).toBeLessThan(mapSize.width);
    expect(a.y).toBeCloseTo(s.y, 0);
  });

  it('gives the position under a tap and moves the chosen point with the arrow keys', () => {
    const onPick = vi.fn();
    render(<ZoneMap zones={[ring]} store={store} onPick={onPick} description="Pick" labels={labels} />);
    const svg = screen.getByRole('application', { name: 'Pick' });
    svg.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 360,
      height: 280,
      right: 360,
      bottom: 280,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(svg, { clientX: 180, clientY: 140 });
    const picked = onPick.mock.calls[0]![0];
    expect(picked.latitude).toBeCloseTo(store.latitude, 6);
    expect(picked.longitude).toBeCloseTo(store.longitude, 6);
    fireEvent.keyDown(svg, { key: 'ArrowUp' });
    expect(onPick.mock.calls[1]![0].latitude).toBeGreaterThan(store.latitude);
  });
});
