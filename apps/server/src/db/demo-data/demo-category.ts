import type { OrderModeName } from '@shop/contracts';
import type { Visual } from './visuals.ts';

// The shape of the demo menu, apart from the menu itself (catalogue.ts and the files it gathers) so those files
// can share it without importing each other.

/** Which option groups a category's products get (see optionGroups). */
export type OptionSet = 'milkTea' | 'fruitTea' | 'coffee' | 'blackCoffee';

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  /** Minor units. */
  price: number;
  originalPrice?: number;
  stock: number;
  ignoreStock?: boolean;
  hot?: boolean;
  combo?: boolean;
  specifications?: string;
  /** Overrides the category's option groups. */
  options?: OptionSet;
  visual: Visual;
}

export interface DemoCategory {
  key: string;
  name: string;
  options?: OptionSet;
  modes?: OrderModeName[];
  products: DemoProduct[];
  children?: DemoCategory[];
}
