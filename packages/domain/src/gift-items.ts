import type { Translations } from './locale.ts';

/** A gift item's name as the store wrote it, with its translations (decision 020). */
export interface GiftName {
  name: string;
  translations?: Translations<{ name: string }>;
}

/**
 * One gift item (SPEC §3 gift items: giftType, quantity, giftInfo). 0 balance (quantity in minor units), 1 points,
 * 2 coupons of a template, 3 goods and 8 service times named by a product, 4 goods and 7 a service described in
 * words, 5 a gift package whose items are delivered `quantity` times. Named and described items (3, 8, 4, 7) are
 * recorded as the member's gift entitlements, which the store honours at the counter.
 */
export type GiftItem =
  | { giftType: 0; quantity: number }
  | { giftType: 1; quantity: number }
  | { giftType: 2; quantity: number; giftInfo: { templateId: number } }
  | { giftType: 3 | 8; quantity: number; giftInfo: GiftName & { productId: number } }
  | { giftType: 4 | 7; quantity: number; giftInfo: GiftName }
  | { giftType: 5; quantity: number; giftInfo: { packageId: number } };

export type GiftType = GiftItem['giftType'];

/** Every gift type, in the order the spec lists them. */
export const GIFT_TYPES: readonly GiftType[] = [0, 1, 2, 8, 3, 4, 7, 5];

/** An item the store honours (goods or a service, named or described): what a gift entitlement records. */
export interface GiftEntitlement extends GiftName {
  giftType: 3 | 8 | 4 | 7;
  quantity: number;
  productId: number | null;
}

/** What a list of gift items comes to once nested packages are opened: one amount per ledger, coupons, entitlements. */
export interface GiftPlan {
  /** Minor units. */
  balance: number;
  points: number;
  /** Per template, in the order first met. */
  coupons: Array<{ templateId: number; count: number }>;
  entitlements: GiftEntitlement[];
}

/** The most coupons one delivery may issue: a row each, in one transaction. */
export const MAX_GIFT_COUPONS = 200;
/** How deep packages may nest: a package inside a package inside … (the root counts as 1). */
export const MAX_GIFT_DEPTH = 8;

/** Why items cannot be expanded: a package containing itself, a package that does not exist, or too much. */
export type GiftExpansionProblem =
  | { problem: 'cycle'; packageId: number }
  | { problem: 'missing'; packageId: number }
  | { problem: 'too-deep'; packageId: number }
  | { problem: 'too-large' };

export type GiftExpansion = ({ ok: true } & GiftPlan) | ({ ok: false } & GiftExpansionProblem);

/** The items of the packages gift items refer to, by package id. */
export type GiftPackageBook = ReadonlyMap<number, readonly GiftItem[]>;

/** The package ids items refer to directly (giftType 5), each once. */
export function nestedPackageIds(items: readonly GiftItem[]): number[] {
  const ids = items.flatMap((item) => (item.giftType === 5 ? [item.giftInfo.packageId] : []));
  return [...new Set(ids)];
}

class Refusal {
  constructor(readonly problem: GiftExpansionProblem) {}
}

function entitlementKey(e: GiftEntitlement): string {
  return JSON.stringify([e.giftType, e.productId, e.name, e.translations ?? {}]);
}

/** Adds `times` of one item that is not a package to the plan. */
function addItem(plan: GiftPlan, item: Exclude<GiftItem, { giftType: 5 }>, times: number): void {
  const quantity = item.quantity * times;
  if (item.giftType === 0) plan.balance += quantity;
  else if (item.giftType === 1) plan.points += quantity;
  else if (item.giftType === 2) {
    const known = plan.coupons.find((c) => c.templateId === item.giftInfo.templateId);
    if (known) known.count += quantity;
    else plan.coupons.push({ templateId: item.giftInfo.templateId, count: quantity });
  } else {
    const { name, translations } = item.giftInfo;
    const productId = 'productId' in item.giftInfo ? item.giftInfo.productId : null;
    const entitlement: GiftEntitlement = { giftType: item.giftType, quantity, productId, name };
    if (translations) entitlement.translations = translations;
    const known = plan.entitlements.find((e) => entitlementKey(e) === entitlementKey(entitlement));
    if (known) known.quantity += quantity;
    else plan.entitlements.push(entitlement);
  }
}

function open(
  plan: GiftPlan,
  items: readonly GiftItem[],
  times: number,
  path: number[],
  book: GiftPackageBook,
) {
  for (const item of items) {
    const n = item.quantity * times;
    if (!Number.isSafeInteger(n)) throw new Refusal({ problem: 'too-large' });
    if (item.giftType !== 5) {
      addItem(plan, item, times);
      continue;
    }
    const { packageId } = item.giftInfo;
    if (path.includes(packageId)) throw new Refusal({ problem: 'cycle', packageId });
    if (path.length >= MAX_GIFT_DEPTH) throw new Refusal({ problem: 'too-deep', packageId });
    const inner = book.get(packageId);
    if (!inner) throw new Refusal({ problem: 'missing', packageId });
    open(plan, inner, n, [...path, packageId], book);
  }
}

function tooLarge(plan: GiftPlan): boolean {
  const coupons = plan.coupons.reduce((sum, c) => sum + c.count, 0);
  const quantities = [plan.balance, plan.points, ...plan.entitlements.map((e) => e.quantity)];
  return coupons > MAX_GIFT_COUPONS || plan.points > 2_147_483_647 || !quantities.every(Number.isSafeInteger);
}

/**
 * Opens nested packages (giftType 5) and sums what the items give: balance, points, coupons per template and
 * entitlements. `within` names the packages the items already sit in (a package's own id when expanding its
 * items), so a package that contains itself, however deep, is refused as a cycle rather than opened forever.
 */
export function expandGifts(
  items: readonly GiftItem[],
  book: GiftPackageBook,
  within: readonly number[] = [],
): GiftExpansion {
  const plan: GiftPlan = { balance: 0, points: 0, coupons: [], entitlements: [] };
  try {
    open(plan, items, 1, [...within], book);
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, ...e.problem };
    throw e;
  }
  return tooLarge(plan) ? { ok: false, problem: 'too-large' } : { ok: true, ...plan };
}

/** True when the plan gives nothing at all. */
export function isEmptyGiftPlan(plan: GiftPlan): boolean {
  return (
    plan.balance === 0 && plan.points === 0 && plan.coupons.length === 0 && plan.entitlements.length === 0
  );
}
