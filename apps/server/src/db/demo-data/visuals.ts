/** How the image generator draws a demo product: a flat illustration, described by shape and colours. */
export type Fruit =
  | 'mango'
  | 'strawberry'
  | 'passion'
  | 'lemon'
  | 'grape'
  | 'peach'
  | 'lychee'
  | 'watermelon';
export type Topping = 'strawberry' | 'cocoa' | 'mango' | 'matcha' | 'cherry' | 'durian' | 'chocolate';
export type BreadShape = 'croissant' | 'flossBun' | 'loaf' | 'toast' | 'redBeanBun' | 'danish' | 'brioche';
export type SnackShape = 'eggTart' | 'macarons' | 'cookie' | 'mochi' | 'pretzel' | 'pineappleCake';

export type Visual =
  | { kind: 'milkTea'; tea: string; topping: 'pearls' | 'foam' | 'redBean' | 'sago' | 'none'; bg: string }
  | { kind: 'fruitTea'; drink: string; fruit: Fruit; bg: string }
  | { kind: 'hotCoffee'; coffee: string; cup: string; bg: string }
  | { kind: 'icedCoffee'; coffee: string; milk: string | null; bg: string }
  | { kind: 'bread'; shape: BreadShape; crust: string; bg: string }
  | { kind: 'cakeSlice'; sponge: string; cream: string; topping: Topping; bg: string }
  | { kind: 'wholeCake'; body: string; cream: string; topping: Topping; bg: string }
  | { kind: 'snack'; shape: SnackShape; color: string; bg: string }
  | { kind: 'set'; items: [Visual, Visual]; bg: string };
