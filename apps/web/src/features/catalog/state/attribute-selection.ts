import type { AttributeGroup } from '@shop/contracts';
import { type Minor, toMinor } from '@shop/domain';

/**
 * The shopper's choice of a product's options: group uid → chosen option uids. Pure functions, so the detail
 * page and the attribute sheet share one set of rules (required groups, single or multiple choice, add-ons).
 */
export type Selection = Readonly<Record<number, readonly number[]>>;

export const emptySelection: Selection = {};

/** How many options a group takes: a combo's group says (min–max), else required single, optional single or any. */
export function choiceLimits(group: AttributeGroup): { min: number; max: number } {
  if (group.maxChoices !== undefined) return { min: group.minChoices ?? 0, max: group.maxChoices };
  return { min: group.required ? 1 : 0, max: group.multiple ? group.options.length : 1 };
}

/** A multiple-choice group whose limit is reached: its other options cannot be added until one is removed. */
export function isFull(selection: Selection, group: AttributeGroup): boolean {
  const { max } = choiceLimits(group);
  return max > 1 && (selection[group.uid]?.length ?? 0) >= max;
}

/**
 * Chooses or un-chooses an option. A single-choice group swaps its option; tapping the chosen one again clears
 * it only when the group is optional. A multiple-choice group toggles the option, up to its limit (a combo's
 * group: at most maxChoices, SPEC §5 combo).
 */
export function toggleOption(selection: Selection, group: AttributeGroup, optionUid: number): Selection {
  if (!group.options.some((o) => o.uid === optionUid)) return selection;
  const chosen = selection[group.uid] ?? [];
  const isChosen = chosen.includes(optionUid);
  const { min, max } = choiceLimits(group);
  let next: readonly number[];
  if (max > 1) {
    if (isChosen) next = chosen.filter((uid) => uid !== optionUid);
    else next = chosen.length >= max ? chosen : [...chosen, optionUid];
  } else if (isChosen) next = min > 0 ? chosen : [];
  else next = [optionUid];
  return next === chosen ? selection : { ...selection, [group.uid]: next };
}

export function isChosen(selection: Selection, groupUid: number, optionUid: number): boolean {
  return (selection[groupUid] ?? []).includes(optionUid);
}

/**
 * The groups still short of what they need, in display order: required groups with nothing chosen, combo groups
 * with fewer than their minimum (a group without options cannot be chosen).
 */
export function missingGroups(groups: readonly AttributeGroup[], selection: Selection): AttributeGroup[] {
  return groups.filter(
    (g) =>
      g.options.length > 0 &&
      (selection[g.uid]?.length ?? 0) < Math.min(choiceLimits(g).min, g.options.length),
  );
}

/** The chosen options, in the groups' and options' display order (what goes into the cart line). */
export function chosenOptions(groups: readonly AttributeGroup[], selection: Selection) {
  return groups.flatMap((g) =>
    g.options
      .filter((o) => isChosen(selection, g.uid, o.uid))
      .map((o) => ({ groupUid: g.uid, groupName: g.name, ...o })),
  );
}

export function chosenOptionIds(groups: readonly AttributeGroup[], selection: Selection): number[] {
  return chosenOptions(groups, selection).map((o) => o.uid);
}

/** The unit price in minor units: the product's price plus the chosen options' add-ons. */
export function unitPrice(sellPrice: number, groups: readonly AttributeGroup[], selection: Selection): Minor {
  return chosenOptions(groups, selection).reduce((sum, o) => sum + toMinor(o.addPrice), toMinor(sellPrice));
}
