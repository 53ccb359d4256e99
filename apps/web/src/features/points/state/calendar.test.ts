import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './calendar.ts';

describe('the check-in calendar', () => {
  it('lays a month out in weeks from Monday, with the signed days and today', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthGrid('2026-11', [{ day: '2026-11-24', points: 7, rewardPoints: 0 }], '2026-11-25');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toMatchObject({ day: '2026-11-01', date: 1 });
    const cells = weeks.flat().filter((c) => c !== null);
    expect(cells).toHaveLength(30);
    expect(cells.find((c) => c.signed)).toMatchObject({ day: '2026-11-24', points: 7 });
    expect(cells.find((c) => c.today)?.day).toBe('2026-11-25');
    expect(weeks.at(-1)!.at(-1)).toBeNull();
  });

  it('knows February of a leap year and counts a streak reward in the day', () => {
    const cells = monthGrid(
      '2028-02',
      [{ day: '2028-02-07', points: 15, rewardPoints: 30 }],
      '2028-03-01',
    ).flat();
    expect(cells.filter((c) => c !== null)).toHaveLength(29);
    expect(cells.find((c) => c?.signed)?.points).toBe(45);
  });

  it('steps months across the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-05', 1)).toBe('2026-06');
  });
});
