import type { CouponRule, CouponValidity, ProductSelection, TimeSlot } from '@shop/domain';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

/**
 * A coupon's rule in words (SPEC §3 Coupon: kind and figures, minimum spend, products, scope, weekdays, time slots,
 * banned dates, stackable, use limits; validity). Pure: the page hands in the translator and the formatters of
 * its language and currency, so the same rule reads in each of the four languages.
 */

/** The names a rule's ids stand for, in the reader's language (absent ones read as "item" / a count). */
export interface RuleNames {
  products: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

export interface WordsContext {
  t: Translate;
  /** Minor units as the store's money ("¥5.00"). */
  money: (minor: number) => string;
  /** An ISO weekday (1 Monday … 7 Sunday) as its short name. */
  weekday: (isoDay: number) => string;
  /**
   * A discount rate (85 = pay 85 %) as the reader's language says it: the part taken off ("15", 15% off) or, in
   * Chinese, the tenths paid ("8.5", 8.5折).
   */
  rate: (rate: number) => string;
  /** A calendar date (YYYY-MM-DD) or an instant (ISO) as a short date. */
  date: (value: string) => string;
  names: RuleNames;
}

export const noNames: RuleNames = { products: new Map(), categories: new Map() };

/** The big figure on the coupon's face: ¥5, 15% off (8.5折), free delivery… */
export function faceValue(rule: CouponRule, ctx: WordsContext): string {
  const { t, money } = ctx;
  switch (rule.kind) {
    case 'cash':
      return money(rule.backAmount);
    case 'discount':
      return t('coupon.face.discount', { rate: ctx.rate(rule.rate) });
    case 'freight':
      return rule.freightOff === null ? t('coupon.face.freightAll') : money(rule.freightOff);
    case 'gift':
      return t('coupon.face.gift');
    case 'exchange':
      return t('coupon.face.exchange');
    case 'pickup':
      return t('coupon.face.pickup');
  }
}

/** The condition under the figure: "Over ¥20" or "No minimum". */
export function faceCondition(rule: CouponRule, ctx: WordsContext): string {
  return rule.requireAmount > 0
    ? ctx.t('coupon.face.minimum', { amount: ctx.money(rule.requireAmount) })
    : ctx.t('coupon.face.noMinimum');
}

/** 85 (pay 85 %) → "15" (% off), or "8.5" (折) as Chinese shoppers read a discount. */
export function rateFigure(rate: number, tenthsPaid: boolean): string {
  return String(tenthsPaid ? rate / 10 : 100 - rate);
}

function productName(id: number, ctx: WordsContext): string {
  return ctx.names.products.get(id) ?? ctx.t('coupon.rules.someProduct');
}

/** What the coupon gives, in one or more lines. */
function benefitLines(rule: CouponRule, ctx: WordsContext): string[] {
  const { t, money } = ctx;
  switch (rule.kind) {
    case 'cash':
      return [t('coupon.rules.cash', { amount: money(rule.backAmount) })];
    case 'discount': {
      const lines = [t('coupon.rules.discount', { rate: ctx.rate(rule.rate) })];
      if (rule.maxDiscountableQuantity !== null)
        lines.push(t('coupon.rules.discountUnits', { count: rule.maxDiscountableQuantity }));
      if (rule.maxDiscount !== null)
        lines.push(t('coupon.rules.discountCap', { amount: money(rule.maxDiscount) }));
      return lines;
    }
    case 'freight':
      return [
        rule.freightOff === null
          ? t('coupon.rules.freightAll')
          : t('coupon.rules.freightOff', { amount: money(rule.freightOff) }),
      ];
    case 'gift':
      return [
        t('coupon.rules.gift', {
          product: productName(rule.gift.productId, ctx),
          quantity: rule.gift.quantity,
        }),
      ];
    case 'exchange': {
      const product = productName(rule.exchange.productId, ctx);
      return [
        rule.exchange.price > 0
          ? t('coupon.rules.exchange', { product, price: money(rule.exchange.price) })
          : t('coupon.rules.exchangeFree', { product }),
      ];
    }
    case 'pickup':
      return [t('coupon.rules.pickup', { product: productName(rule.pickup.productId, ctx) })];
  }
}

function joinList(items: readonly string[], ctx: WordsContext): string {
  return items.join(ctx.t('coupon.rules.listSep'));
}

/** The listed products by name and the listed categories by name (or a count when a name is not known). */
function selectionList(selection: Exclude<ProductSelection, { rule: 'all' }>, ctx: WordsContext): string {
  const parts: string[] = [];
  const named = (
    ids: readonly number[],
    names: ReadonlyMap<number, string>,
    countKey: 'product' | 'category',
  ) => {
    const known = ids.map((id) => names.get(id)).filter((n): n is string => n !== undefined);
    if (known.length === ids.length) parts.push(...known);
    else if (ids.length > 0)
      parts.push(
        ctx.t(countKey === 'product' ? 'coupon.rules.productCount' : 'coupon.rules.categoryCount', {
          count: ids.length,
        }),
      );
  };
  named(selection.categoryIds, ctx.names.categories, 'category');
  named(selection.productIds, ctx.names.products, 'product');
  return joinList(parts, ctx);
}

function productsLine(selection: ProductSelection, ctx: WordsContext): string {
  if (selection.rule === 'all') return ctx.t('coupon.rules.productsAll');
  const list = selectionList(selection, ctx);
  return ctx.t(
    selection.rule === 'include' ? 'coupon.rules.productsInclude' : 'coupon.rules.productsExclude',
    {
      list,
    },
  );
}

/** ISO weekdays as names, three or more days in a row as a range: "Mon–Fri", "Mon, Wed, Sat". */
export function weekdaysText(days: readonly number[], ctx: WordsContext): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [ctx.t('coupon.rules.range', { from: ctx.weekday(run[0]!), to: ctx.weekday(run.at(-1)!) })]
      : run.map((day) => ctx.weekday(day)),
  );
  return joinList(parts, ctx);
}

function slotsText(slots: readonly TimeSlot[], ctx: WordsContext): string {
  return joinList(
    slots.map((s) => ctx.t('coupon.rules.range', { from: s.from, to: s.to })),
    ctx,
  );
}

/** When it can be used: days and hours (or any time), and the dates it cannot. */
function whenLines(rule: CouponRule, ctx: WordsContext): string[] {
  const { t } = ctx;
  const lines: string[] = [];
  const everyDay = rule.weekdays.length === 0 || new Set(rule.weekdays).size === 7;
  if (everyDay && rule.timeSlots.length === 0) lines.push(t('coupon.rules.anyTime'));
  if (!everyDay) lines.push(t('coupon.rules.weekdays', { days: weekdaysText(rule.weekdays, ctx) }));
  if (rule.timeSlots.length > 0)
    lines.push(t('coupon.rules.timeSlots', { slots: slotsText(rule.timeSlots, ctx) }));
  if (rule.bannedDates.length > 0)
    lines.push(t('coupon.rules.bannedDates', { dates: joinList(rule.bannedDates.map(ctx.date), ctx) }));
  return lines;
}

function limitLines(rule: CouponRule, ctx: WordsContext): string[] {
  const { t } = ctx;
  const lines = [t(rule.stackable ? 'coupon.rules.stackable' : 'coupon.rules.notStackable')];
  if (rule.usesPerDay !== null) lines.push(t('coupon.rules.usesPerDay', { count: rule.usesPerDay }));
  if (rule.usesPerWeek !== null) lines.push(t('coupon.rules.usesPerWeek', { count: rule.usesPerWeek }));
  if (rule.usesPerMonth !== null) lines.push(t('coupon.rules.usesPerMonth', { count: rule.usesPerMonth }));
  return lines;
}

/** Every condition of a rule, one line each, in the order a shopper checks them. */
export function ruleWords(rule: CouponRule, ctx: WordsContext): string[] {
  const { t } = ctx;
  const modes = rule.modes ?? [];
  return [
    ...benefitLines(rule, ctx),
    rule.requireAmount > 0
      ? t('coupon.rules.minimum', { amount: ctx.money(rule.requireAmount) })
      : t('coupon.rules.noMinimum'),
    productsLine(rule.products, ctx),
    t(`coupon.rules.scope.${rule.scope}`),
    ...(modes.length > 0
      ? [
          t('coupon.rules.modes', {
            list: joinList(
              modes.map((m) => t(`order.modes.${m}`)),
              ctx,
            ),
          }),
        ]
      : []),
    ...whenLines(rule, ctx),
    ...limitLines(rule, ctx),
  ];
}

/** A template's validity: fixed dates, or days from an event. */
export function validityWords(validity: CouponValidity, ctx: WordsContext): string {
  if (validity.mode === 'fixed')
    return ctx.t('coupon.rules.validFixed', {
      from: ctx.date(validity.startsAt),
      until: ctx.date(validity.endsAt),
    });
  return ctx.t(`coupon.rules.validDays.${validity.from}`, { days: validity.days });
}
