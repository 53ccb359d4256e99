import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

// Not checked yet, and only this: the theme colour #FE9A69 behind white text, the price and danger colours and the
// muted counters fall short of 4.5:1 across the app. That is a change of the palette (DESIGN §5), left to the
// accessibility part of issue 12; every other rule counts.
const KNOWN_GAPS = ['color-contrast'];

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming each with the
 * elements it found. (@axe-core/playwright needs Node 22; the engine itself is injected instead.)
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (skip) => {
    type Axe = { run(options: object): Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    return (await axe.run({ rules })).violations;
  }, KNOWN_GAPS);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
