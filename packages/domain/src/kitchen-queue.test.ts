import { describe, expect, it } from 'vitest';
import { kitchenStepFrom, queueStanding } from './kitchen-queue.ts';

describe('kitchen queue', () => {
  it('puts a waiting ticket behind those ahead, each taking the average making time', () => {
    expect(queueStanding('waiting', 0, 5)).toEqual({ position: 1, waitMinutes: 5 });
    expect(queueStanding('waiting', 3, 4)).toEqual({ position: 4, waitMinutes: 16 });
  });

  it('counts a ticket being made as half done', () => {
    expect(queueStanding('preparing', 0, 5)).toEqual({ position: 1, waitMinutes: 3 });
  });

  it('has no position or wait once ready or served', () => {
    expect(queueStanding('ready', 2, 5)).toEqual({ position: 0, waitMinutes: 0 });
    expect(queueStanding('served', 0, 5)).toEqual({ position: 0, waitMinutes: 0 });
  });

  it('moves tickets forwards only', () => {
    expect(kitchenStepFrom.preparing).toEqual(['waiting']);
    expect(kitchenStepFrom.served).not.toContain('waiting');
  });
});
