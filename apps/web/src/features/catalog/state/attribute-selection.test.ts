import type { AttributeGroup } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  chosenOptionIds,
  emptySelection,
  isFull,
  missingGroups,
  type Selection,
  toggleOption,
  unitPrice,
} from './attribute-selection.ts';

const size: AttributeGroup = {
  uid: 1,
  name: 'Size',
  required: true,
  multiple: false,
  options: [
    { uid: 11, name: 'Regular', addPrice: 0 },
    { uid: 12, name: 'Large', addPrice: 3 },
  ],
};
const toppings: AttributeGroup = {
  uid: 2,
  name: 'Toppings',
  required: false,
  multiple: true,
  options: [
    { uid: 21, name: 'Pearls', addPrice: 1.5 },
    { uid: 22, name: 'Cheese foam', addPrice: 2.1 },
  ],
};
const ice: AttributeGroup = {
  uid: 3,
  name: 'Ice',
  required: false,
  multiple: false,
  options: [
    { uid: 31, name: 'No ice', addPrice: 0 },
    { uid: 32, name: 'Less ice', addPrice: 0 },
  ],
};
const groups = [size, toppings, ice];

function pick(...steps: Array<[AttributeGroup, number]>): Selection {
  return steps.reduce((s, [g, o]) => toggleOption(s, g, o), emptySelection);
}

describe('attribute selection', () => {
  it('requires the required groups before adding', () => {
    expect(missingGroups(groups, emptySelection).map((g) => g.name)).toEqual(['Size']);
    expect(missingGroups(groups, pick([toppings, 21]))).toHaveLength(1);
    expect(missingGroups(groups, pick([size, 12]))).toEqual([]);
    const noOptions = { ...size, uid: 9, options: [] };
    expect(missingGroups([noOptions], emptySelection)).toEqual([]);
  });

  it('swaps a single choice and keeps a required one chosen when tapped again', () => {
    expect(pick([size, 11], [size, 12])[1]).toEqual([12]);
    expect(pick([size, 12], [size, 12])[1]).toEqual([12]);
    expect(pick([ice, 31], [ice, 31])[3]).toEqual([]);
  });

  it('toggles options of a multiple-choice group and ignores unknown options', () => {
    expect(pick([toppings, 21], [toppings, 22])[2]).toEqual([21, 22]);
    expect(pick([toppings, 21], [toppings, 22], [toppings, 21])[2]).toEqual([22]);
    const s = pick([size, 11]);
    expect(toggleOption(s, size, 99)).toBe(s);
  });

  it('adds the chosen add-ons to the price in minor units, without float drift', () => {
    expect(unitPrice(18, groups, emptySelection)).toBe(1800);
    const s = pick([size, 12], [toppings, 21], [toppings, 22], [ice, 32]);
    // 18 + 3 + 1.5 + 2.1 = 24.6 exactly, where float addition gives 24.599999…
    expect(unitPrice(18, groups, s)).toBe(2460);
    expect(unitPrice(18, groups, toggleOption(s, toppings, 22))).toBe(2250);
  });

  it('lists the chosen option ids in display order', () => {
    const s = pick([ice, 32], [toppings, 22], [size, 11], [toppings, 21]);
    expect(chosenOptionIds(groups, s)).toEqual([11, 21, 22, 32]);
  });
});

describe('a combo group of choices (SPEC §5 combo)', () => {
  const teas: AttributeGroup = {
    uid: 5,
    name: 'Teas',
    required: true,
    multiple: true,
    minChoices: 2,
    maxChoices: 2,
    options: [
      { uid: 51, name: 'Mango', addPrice: 0 },
      { uid: 52, name: 'Peach', addPrice: 0 },
      { uid: 53, name: 'Grape', addPrice: 3 },
    ],
  };
  const sweet: AttributeGroup = {
    ...teas,
    uid: 6,
    name: 'Sweet',
    multiple: false,
    minChoices: 1,
    maxChoices: 1,
  };

  it('takes up to its maximum and counts as missing below its minimum', () => {
    let s: Selection = emptySelection;
    s = toggleOption(s, teas, 51);
    expect(missingGroups([teas], s)).toEqual([teas]);
    s = toggleOption(s, teas, 53);
    expect(missingGroups([teas], s)).toEqual([]);
    expect(isFull(s, teas)).toBe(true);
    expect(toggleOption(s, teas, 52)).toBe(s);
    s = toggleOption(s, teas, 51);
    expect(chosenOptionIds([teas], s)).toEqual([53]);
    expect(unitPrice(88, [teas], toggleOption(s, teas, 52))).toBe(9_100);
  });

  it('swaps a one-choice group and keeps its choice when tapped again', () => {
    let s = toggleOption(emptySelection, sweet, 51);
    s = toggleOption(s, sweet, 52);
    expect(chosenOptionIds([sweet], s)).toEqual([52]);
    expect(toggleOption(s, sweet, 52)).toBe(s);
    expect(isFull(s, sweet)).toBe(false);
  });
});
