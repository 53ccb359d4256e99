import type { useT } from '../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../lib/i18n/messages.ts';

/**
 * An order adjustment's line label (settlement totals and order detail alike): its kind's text — a promotion type,
 * a coupon kind, the delivery fee — and the promotion's or coupon's name when it has one.
 */
export function adjustmentLabel(t: ReturnType<typeof useT>, a: { labelKey: string; name?: string }): string {
  const label = t(a.labelKey as TextKey);
  return a.name ? `${label} · ${a.name}` : label;
}

/** What tells an adjustment apart in a list (the keyed helper numbers repeats). */
export function adjustmentId(a: { kind: string; labelKey: string; name?: string }): string {
  return `${a.kind}:${a.labelKey}:${a.name ?? ''}`;
}
