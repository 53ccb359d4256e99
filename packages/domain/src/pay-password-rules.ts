/** A member payment password has exactly this many digits (SPEC §5). */
export const PAY_PASSWORD_LENGTH = 6;

/** Wrong payment passwords allowed per member inside the window before further tries are refused. */
export const PAY_PASSWORD_MAX_FAILURES = 5;

const PAY_PASSWORD_PATTERN = new RegExp(`^[0-9]{${PAY_PASSWORD_LENGTH}}$`);

/** Whether a typed payment password has the required form: exactly 6 ASCII digits. */
export function isValidPayPassword(password: string): boolean {
  return PAY_PASSWORD_PATTERN.test(password);
}

/** Whether the wrong payment passwords counted in the lock window lock the member out. */
export function isPayPasswordLocked(memberFailures: number): boolean {
  return memberFailures >= PAY_PASSWORD_MAX_FAILURES;
}
