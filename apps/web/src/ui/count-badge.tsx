/**
 * The red count on a cart icon (tab bar, cart bar, detail bar): nothing at 0, "99+" above 99. Its look is the
 * .count-badge rule of styles/global.css; `className` places it on its icon.
 *
 * `inName`: the control's accessible name already says the count ("Cart, 2 items"). The digits are then drawn by
 * CSS from data-count and hidden from assistive technology, so the name is read once and the text checked against
 * it (WCAG 2.5.3, label in name) is the control's word, not "2" before it.
 */
export function CountBadge({
  count,
  className,
  inName = false,
}: {
  count: number;
  className: string;
  inName?: boolean;
}) {
  if (count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  if (inName)
    return (
      <span className={`${className} count-badge count-badge--drawn`} data-count={shown} aria-hidden="true" />
    );
  return <span className={`${className} count-badge`}>{shown}</span>;
}
