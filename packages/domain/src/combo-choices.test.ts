import { describe, expect, it } from 'vitest';
import { choiceCount, comboMisfits } from './combo-choices.ts';

const tea = (id: number) => ({ id, groupId: 1, choices: { min: 2, max: 2 } });
const cake = (id: number) => ({ id, groupId: 2, choices: { min: 1, max: 2 } });
const size = { id: 9, groupId: 3, choices: null };

describe('combo choices (SPEC §5)', () => {
  it('finds the groups with too few or too many choices, the first option of each', () => {
    expect(comboMisfits([tea(1), tea(2), cake(3), size])).toEqual([]);
    expect(comboMisfits([tea(1), cake(3)])).toEqual([{ option: tea(1), chosen: 1 }]);
    expect(comboMisfits([tea(1), tea(2), cake(3), cake(4), cake(5)])).toEqual([
      { option: cake(3), chosen: 3 },
    ]);
    // Nothing chosen of a group is a required group left out, not a misfit; ordinary groups do not count.
    expect(comboMisfits([cake(3), size])).toEqual([]);
  });
  it('says how many a group asks for', () => {
    expect(choiceCount({ min: 2, max: 2 })).toBe('2');
    expect(choiceCount({ min: 1, max: 2 })).toBe('1–2');
  });
});
