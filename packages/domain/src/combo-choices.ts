/** A chosen option as a combo counts it: its group, and the group's choices when it is a combo's (decision 032). */
export interface ComboOption {
  groupId: number;
  choices: { min: number; max: number } | null;
}

/** A combo group chosen from with a count of choices outside its min and max. */
export interface ComboMisfit<T extends ComboOption> {
  /** The first option chosen of the group (its group's name and choices). */
  option: T;
  chosen: number;
}

/**
 * The combo groups a line chose from with too few or too many choices (SPEC §5 combo: group selections must match
 * required counts), in the order first chosen. A group with nothing chosen is not among them: it is a required
 * group left out, which checkout names as such.
 */
export function comboMisfits<T extends ComboOption>(chosen: readonly T[]): ComboMisfit<T>[] {
  const groups = new Map<number, ComboMisfit<T>>();
  for (const option of chosen) {
    if (!option.choices) continue;
    const seen = groups.get(option.groupId);
    if (seen) seen.chosen += 1;
    else groups.set(option.groupId, { option, chosen: 1 });
  }
  return [...groups.values()].filter(
    ({ option, chosen: n }) => n < option.choices!.min || n > option.choices!.max,
  );
}

/** How many choices a combo group asks for, as the shopper reads it: "2", or "1–2" for a range. */
export function choiceCount(choices: { min: number; max: number }): string {
  return choices.min === choices.max ? String(choices.min) : `${choices.min}–${choices.max}`;
}
