import { distanceInMeters } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { formatMeters, mapLinks, planLayout, roundLength } from './plan-geometry.ts';

const size = { width: 360, height: 270 };
const store = { latitude: 31.2243, longitude: 121.446 };

describe('store plan geometry', () => {
  it('centres a lone store and shows at least the minimum radius', () => {
    const plan = planLayout(store, null, size, { margin: 40, minRadius: 300 });
    expect(plan.store).toEqual({ x: 180, y: 135 });
    expect(plan.me).toBeNull();
    expect(plan.distance).toBeNull();
    // 300 m over the shorter half (135 - 40 = 95 px): the scale bar is a round length near a quarter of the width.
    expect([100, 200, 500]).toContain(plan.scale.metres);
    expect(plan.scale.px).toBeGreaterThan(20);
    expect(plan.scale.px).toBeLessThanOrEqual(90);
  });

  it('fits the store and the shopper inside the margin, north up and east right', () => {
    const me = { latitude: 31.2389, longitude: 121.501 };
    const plan = planLayout(store, me, size, { margin: 40 });
    for (const p of [plan.store, plan.me!]) {
      expect(p.x).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(320 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(230 + 1e-6);
    }
    // The shopper is north-east of the store.
    expect(plan.me!.x).toBeGreaterThan(plan.store.x);
    expect(plan.me!.y).toBeLessThan(plan.store.y);
    expect(plan.distance).toBe(distanceInMeters(me, store));
    // The pixels between them match the distance at the plan's scale within 1 %.
    const px = Math.hypot(plan.me!.x - plan.store.x, plan.me!.y - plan.store.y);
    const metresPerPx = plan.scale.metres / plan.scale.px;
    expect(Math.abs(px * metresPerPx - plan.distance!) / plan.distance!).toBeLessThan(0.01);
  });

  it('leaves a shopper far away off the plan but keeps the distance', () => {
    const beijing = { latitude: 39.9042, longitude: 116.4074 };
    const plan = planLayout(store, beijing, size);
    expect(plan.me).toBeNull();
    expect(plan.store).toEqual({ x: 180, y: 135 });
    expect(plan.distance).toBeGreaterThan(1_000_000);
  });

  it('rounds lengths to 1, 2 or 5 times a power of ten', () => {
    expect(roundLength(730)).toBe(500);
    expect(roundLength(199)).toBe(100);
    expect(roundLength(2400)).toBe(2000);
    expect(roundLength(0)).toBe(1);
  });

  it('writes distances and map links', () => {
    expect(formatMeters(850, 'en-US')).toBe('850 m');
    expect(formatMeters(2345, 'en-US')).toBe('2.3 km');
    expect(formatMeters(123_456, 'en-US')).toBe('123 km');
    const links = mapLinks(store, 'Amberleaf (Jing’an)');
    expect(links.geo).toBe('geo:31.224300,121.446000?q=31.224300,121.446000(Amberleaf%20(Jing%E2%80%99an))');
    expect(links.web).toBe(
      'https://www.openstreetmap.org/?mlat=31.224300&mlon=121.446000#map=17/31.224300/121.446000',
    );
  });
});
