import { describe, expect, it } from 'vitest';
import { effectiveMode, modeNumber, needsAddressChoice, offeredModes } from './order-modes.ts';

describe('order modes (SPEC §4)', () => {
  it('numbers the modes by index + 1 for CheckShopCartByMode', () => {
    expect([modeNumber('package'), modeNumber('queue'), modeNumber('takeout')]).toEqual([1, 2, 3]);
  });

  it('offers the listed modes in index order, else the counter modes and the store mode value', () => {
    expect(offeredModes(['takeout', 'package'], 'takeout')).toEqual(['package', 'takeout']);
    expect(offeredModes(undefined, 'queue')).toEqual(['queue', 'takeout']);
    expect(offeredModes(undefined, 'package')).toEqual(['package', 'queue', 'takeout']);
    expect(offeredModes([], 'nonsense')).toEqual(['queue', 'takeout']);
    expect(offeredModes(['table', 'x'], 'takeout')).toEqual(['takeout']);
  });

  it('keeps the chosen mode while offered, else falls back to the store default, then the first offered', () => {
    const all = offeredModes(['package', 'queue', 'takeout'], 'takeout');
    expect(effectiveMode('package', all, 'takeout')).toBe('package');
    expect(effectiveMode(null, all, 'takeout')).toBe('takeout');
    expect(effectiveMode('package', ['queue', 'takeout'], 'takeout')).toBe('takeout');
    expect(effectiveMode('garbage', ['package', 'queue'], 'takeout')).toBe('package');
  });

  it('sends delivery without an address to address selection, except in the SPEC §4 cases', () => {
    const ctx = { platformMode: 0, cooperativeCart: false, skipNearbyView: false };
    expect(needsAddressChoice('package', false, ctx)).toBe(true);
    expect(needsAddressChoice('package', true, ctx)).toBe(false);
    expect(needsAddressChoice('takeout', false, ctx)).toBe(false);
    expect(needsAddressChoice('package', false, { ...ctx, platformMode: 2 })).toBe(false);
    expect(needsAddressChoice('package', false, { ...ctx, cooperativeCart: true })).toBe(false);
    expect(needsAddressChoice('package', false, { ...ctx, skipNearbyView: true })).toBe(false);
  });
});
