import { describe, expect, it } from 'vitest';
import { compareClientVersions, isClientOutdated, isClientVersion } from './client-version.ts';

describe('client versions', () => {
  it('compares dotted versions part by part, leading zeros and missing parts alike', () => {
    expect(compareClientVersions('2024.06.14', '2024.6.14')).toBe(0);
    expect(compareClientVersions('2024.06.14', '2024.06.15')).toBeLessThan(0);
    expect(compareClientVersions('2024.10.1', '2024.9.30')).toBeGreaterThan(0);
    expect(compareClientVersions('3', '3.0.0')).toBe(0);
    expect(compareClientVersions('3.0.1', '3')).toBeGreaterThan(0);
  });

  it('knows a version from other text', () => {
    expect(isClientVersion('2024.06.14')).toBe(true);
    expect(isClientVersion('1')).toBe(true);
    for (const bad of ['', 'v1.2', '1..2', '1.2.', '1.2.3.4.5.6.7', '1234567890']) {
      expect(isClientVersion(bad), bad).toBe(false);
    }
  });

  it('asks only a client below the minimum to upgrade', () => {
    expect(isClientOutdated('2024.06.14', '2024.07.01')).toBe(true);
    expect(isClientOutdated('2024.07.01', '2024.07.01')).toBe(false);
    expect(isClientOutdated('2025.01.01', '2024.07.01')).toBe(false);
    expect(isClientOutdated(null, '2024.07.01')).toBe(false);
    expect(isClientOutdated('garbage', '2024.07.01')).toBe(false);
    expect(isClientOutdated('2024.06.14', null)).toBe(false);
    expect(isClientOutdated('2024.06.14', '')).toBe(false);
  });
});
