/**
 * Masks a phone number for display (SPEC §5): the 4th to 7th digits become stars, so 13800138000 shows as
 * 138****8000. A leading + is kept and not counted; other characters are left as they are.
 */
export function maskPhone(phone: string): string {
  let digit = 0;
  let out = '';
  for (const ch of phone) {
    if (/\d/.test(ch)) {
      digit += 1;
      out += digit >= 4 && digit <= 7 ? '*' : ch;
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * Masks a person's name for display (SPEC §5). Names under 3 characters keep the first one plus a single
 * star (张三 → 张*, 李 → 李*). Longer names keep the first and the last character and hide every one in
 * between with a star each (张小明 → 张*明, Alice → A***e), so the shape of the name stays recognisable
 * without revealing it. Characters are counted as Unicode code points, so Chinese and emoji count as one.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  if (chars.length < 3) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * A member as another member sees them (a coupon's giver, a bargain's starter or helper — SPEC §5 masking): the
 * name masked, else the phone masked, else empty (the page then says "a friend").
 */
export function shownMemberName(m: { name: string; phone: string | null } | null): string {
  if (!m) return '';
  if (m.name) return maskName(m.name);
  return m.phone ? maskPhone(m.phone) : '';
}
