/** A member password has exactly this many characters (SPEC §5, §9). */
export const MEMBER_PASSWORD_LENGTH = 6;

/** Wrong passwords allowed per member inside the window before further tries are refused. */
export const PASSWORD_MEMBER_MAX_FAILURES = 5;

/** Wrong passwords allowed per client address inside the window, across all members it tries. */
export const PASSWORD_ADDRESS_MAX_FAILURES = 20;

/** The sliding window the lock-out counts wrong passwords in; a lock ends when old failures leave it. */
export const PASSWORD_LOCK_WINDOW_MS = 15 * 60 * 1000;

// Printable ASCII without the space: letters, digits and symbols only, so every keyboard can type it.
const MEMBER_PASSWORD_PATTERN = new RegExp(`^[\\x21-\\x7E]{${MEMBER_PASSWORD_LENGTH}}$`);

/** Whether a typed member password has the required form: 6 letters, digits or ASCII symbols. */
export function isValidMemberPassword(password: string): boolean {
  return MEMBER_PASSWORD_PATTERN.test(password);
}

/** Whether the wrong tries counted in the window lock the member out, by member or by client address. */
export function isPasswordLocked(counts: { memberFailures: number; addressFailures: number }): boolean {
  return (
    counts.memberFailures >= PASSWORD_MEMBER_MAX_FAILURES ||
    counts.addressFailures >= PASSWORD_ADDRESS_MAX_FAILURES
  );
}
