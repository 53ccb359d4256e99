import type { OptionSet } from './demo-category.ts';

export interface DemoOptionGroup {
  name: string;
  required: boolean;
  multiple: boolean;
  /** Name and price add-on in minor units. */
  options: Array<[string, number]>;
}

const size: DemoOptionGroup = {
  name: 'Size',
  required: true,
  multiple: false,
  options: [
    ['Regular', 0],
    ['Large', 300],
  ],
};
const sugar: DemoOptionGroup = {
  name: 'Sugar',
  required: true,
  multiple: false,
  options: [
    ['Full sugar', 0],
    ['Half sugar', 0],
    ['No sugar', 0],
  ],
};
const ice: DemoOptionGroup = {
  name: 'Ice',
  required: true,
  multiple: false,
  options: [
    ['Regular ice', 0],
    ['Less ice', 0],
    ['No ice', 0],
    ['Hot', 0],
  ],
};
const toppings: DemoOptionGroup = {
  name: 'Toppings',
  required: false,
  multiple: true,
  options: [
    ['Pearls', 200],
    ['Coconut jelly', 200],
    ['Cheese foam', 400],
  ],
};
const temperature: DemoOptionGroup = {
  name: 'Temperature',
  required: true,
  multiple: false,
  options: [
    ['Hot', 0],
    ['Iced', 0],
  ],
};
const milk: DemoOptionGroup = {
  name: 'Milk',
  required: true,
  multiple: false,
  options: [
    ['Whole milk', 0],
    ['Oat milk', 300],
  ],
};

/** The option groups of each kind of drink, in display order. */
export const optionGroups: Record<OptionSet, DemoOptionGroup[]> = {
  milkTea: [size, sugar, ice, toppings],
  fruitTea: [size, sugar, ice],
  coffee: [size, temperature, milk],
  blackCoffee: [size, temperature],
};
