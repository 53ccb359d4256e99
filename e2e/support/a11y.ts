import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page as it stands (every rule, colour contrast included) and lists its serious and critical
 * violations, each with the elements it found. (@axe-core/playwright needs Node 22; the engine itself is injected.)
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Axe = { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails on any serious or critical axe-core violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The side of a touch target on the phone layout (WCAG 2.5.5; the app's own rule, above 2.5.8's 24 px). */
export const touchTarget = 44;

/**
 * Interactive elements in the viewport whose hit area is smaller than 44 × 44 px, probed with elementFromPoint
 * so a small dot with a larger transparent hit area passes. A control hidden behind its label is measured by the
 * label; links inside running text are exempt (WCAG 2.5.8's inline exception); elements others cover are skipped.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((side) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [role=switch], [role=checkbox], [role=radio], [role=option], [tabindex="0"]';
    const describe = (el: Element) => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).join('.') : '';
      const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
      const text = el.getAttribute('aria-label') ?? label ?? el.textContent ?? '';
      return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text.trim().slice(0, 30)}"`;
    };
    const hits = (el: Element, x: number, y: number) => {
      const found = document.elementFromPoint(x, y);
      return (
        !!found &&
        (el.contains(found) || (el instanceof HTMLInputElement && !!found.closest('label')?.contains(el)))
      );
    };
    // A probe off the viewport, or on a bar fixed over the page, says nothing about the target's own size.
    const onFixedBar = (el: Element, x: number, y: number) => {
      for (let n = document.elementFromPoint(x, y); n; n = n.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(n).position)) return !n.contains(el);
      return false;
    };
    const small: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      const inText = [...(el.parentElement?.childNodes ?? [])].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (el.tagName === 'A' && inText) continue;
      const target =
        el instanceof HTMLInputElement && el.labels?.[0] && el.getBoundingClientRect().width < 2
          ? el.labels[0]
          : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      if (cx < 0 || cy < 0 || cx > innerWidth || cy > innerHeight || !hits(el, cx, cy)) continue;
      if (r.width >= side - 0.5 && r.height >= side - 0.5) continue;
      const h = side / 2 - 1;
      const probes: Array<[number, number]> = [
        [Math.max(0.5, cx - h), cy],
        [Math.min(innerWidth - 0.5, cx + h), cy],
        [cx, Math.max(0.5, cy - h)],
        [cx, Math.min(innerHeight - 0.5, cy + h)],
      ];
      if (
        !probes.every(([x, y]) => hits(el, x, y) || onFixedBar(el, x, y) || !document.elementFromPoint(x, y))
      )
        small.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  }, touchTarget);
}
