/**
 * The red count on a cart icon (tab bar, cart bar, detail bar): nothing at 0, "99+" above 99. Its look is the
 * .count-badge rule of styles/global.css; `className` places it on its icon.
 */
export function CountBadge({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return <span className={`${className} count-badge`}>{count > 99 ? '99+' : count}</span>;
}
