import { describe, expect, it } from 'vitest';
import { levelLapsed } from './member-level.ts';

describe('levelLapsed', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('never lapses a level without an expiry', () => {
    expect(levelLapsed({ levelExpiresAt: null }, now)).toBe(false);
  });
  it('lapses at the expiry instant, not before', () => {
    expect(levelLapsed({ levelExpiresAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(levelLapsed({ levelExpiresAt: now }, now)).toBe(true);
    expect(levelLapsed({ levelExpiresAt: new Date(now.getTime() - 1) }, now)).toBe(true);
  });
});
