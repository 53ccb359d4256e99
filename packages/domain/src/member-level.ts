/**
 * Whether a member's level has lapsed (decision 008, level expiry). A level with validDays lasts that many days
 * from being reached; once past, the member is shown and treated as being in the entry level again. Their growth
 * value stays, so the next completed order moves them back up to what their growth earns.
 */
export function levelLapsed(member: { levelExpiresAt: Date | null }, now: Date): boolean {
  return member.levelExpiresAt !== null && member.levelExpiresAt <= now;
}
