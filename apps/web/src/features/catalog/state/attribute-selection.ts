import type { AttributeGroup } from '@shop/contracts';
import { type Minor, toMinor } from '@shop/domain';

/**
 * The shopper's choice of a product's options: group uid → chosen option uids. Pure functions, so the detail
 * page and the attribute sheet share one set of rules (required groups, single or multiple choice, add-ons).
 */
export type Selection = Readonly<Record<number, readonly number[]>>;

export const emptySelection: Selection = {};

/**
 * Chooses or un-chooses an option. A single-choice group swaps its option; tapping the chosen one again clears
 * it only when the group is optional. A multiple-choice group toggles the option.
 */
export function toggleOption(selection: Selection, group: AttributeGroup, optionUid: number): Selection {
  if (!group.options.some((o) => o.uid === optionUid)) return selection;
  const chosen = selection[group.uid] ?? [];
  const isChosen = chosen.includes(optionUid);
  let next: readonly number[];
  if (group.multiple) next = isChosen ? chosen.filter((uid) => uid !== optionUid) : [...chosen, optionUid];
  else if (isChosen) next = group.required ? chosen : [];
  else next = [optionUid];
  return next === chosen ? selection : { ...selection, [group.uid]: next };
}

export function isChosen(selection: Selection, groupUid: number, optionUid: number): boolean {
  return (selection[groupUid] ?? []).includes(optionUid);
}

/** The required groups with nothing chosen yet, in display order (a group without options cannot be chosen). */
export function missingGroups(groups: readonly AttributeGroup[], selection: Selection): AttributeGroup[] {
  return groups.filter((g) => g.required && g.options.length > 0 && (selection[g.uid]?.length ?? 0) === 0);
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
