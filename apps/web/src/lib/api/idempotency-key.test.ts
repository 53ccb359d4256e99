import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('idempotency keys', () => {
  it('are what the contract accepts, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
