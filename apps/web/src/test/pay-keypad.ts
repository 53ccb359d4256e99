// The payment password keypad (payment's PayPasswordSheet) as the tests of the pages paying with the balance
// meet it: a dialog of digit keys, its problem announced as an alert.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open keypad, or null. */
export function payKeypad(): HTMLElement | null {
  return screen.queryByRole('dialog', { name: 'Enter payment password' });
}

/** What the keypad says under the digits (why the last ones were refused), '' when nothing. */
export function keypadProblem(): string | null {
  return within(payKeypad()!).getByRole('alert').textContent;
}

/** Presses these keys on the keypad ('Delete' for the backspace key). */
export async function keyIn(user: UserEvent, ...keys: string[]): Promise<void> {
  const pad = within(payKeypad()!);
  for (const key of keys.flatMap((k) => (k === 'Delete' ? [k] : [...k]))) {
    await user.click(pad.getByRole('button', { name: key }));
  }
}
