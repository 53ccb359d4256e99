import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { seriousA11yViolations } from './a11y.ts';

/**
 * The journeys' `test`: every view a journey comes to rest on is checked with axe-core, in every context the test
 * opens, and the test fails on any serious or critical violation. A view is a route (with its `type`, which changes
 * what some pages show), the page's language and the dialogs open over it; each is checked once per context. The
 * page tells when it has settled (400 ms without DOM changes, nothing loading or sliding in), so the journeys need
 * no extra steps; at the end of a test the views still open are checked too.
 */

interface Finding {
  view: string;
  url: string;
  problems: string[];
}

interface SettledWindow {
  __a11ySettled(view: string): Promise<void>;
  __a11yView(): string;
  __a11yFlush(): Promise<void>;
}

/** Runs in every page (as an init script): reports each new view once it has settled. */
function reportSettledViews(quietMs: number): void {
  if (window !== window.top) return;
  const w = window as unknown as SettledWindow;
  let lastChange = performance.now();
  let busy: Promise<void> | null = null;
  const reported = new Set<string>();
  w.__a11yView = () => {
    const [path, query = ''] = location.hash.slice(1).split('?');
    const type = new URLSearchParams(query).get('type');
    const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].map(
      (d) => d.getAttribute('aria-label') ?? d.getAttribute('aria-labelledby') ?? 'dialog',
    );
    return [path || '/', type ? `type=${type}` : '', document.documentElement.lang, ...dialogs]
      .filter(Boolean)
      .join(' ');
  };
  const loading = () => !!document.querySelector('.skeleton, [aria-busy=true]');
  const moving = () =>
    document
      .getAnimations()
      .some(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
  const settled = () =>
    performance.now() - lastChange >= quietMs &&
    !!document.querySelector('#root *') &&
    !loading() &&
    !moving();
  const report = () => {
    const view = w.__a11yView();
    if (reported.has(view) || !w.__a11ySettled) return busy;
    reported.add(view);
    busy = w.__a11ySettled(view).finally(() => {
      busy = null;
    });
    return busy;
  };
  new MutationObserver(() => {
    lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  setInterval(() => {
    if (!busy && settled()) void report();
  }, 100);
  w.__a11yFlush = async () => {
    await busy;
    const until = performance.now() + 2000;
    while (!settled() && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
    await report();
  };
}

let findings: Finding[] = [];
const watched = new WeakSet<BrowserContext>();

/** Checks the views of every page of the context as they settle, each view once. */
async function watchContext(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  const checked = new Set<string>();
  await context.exposeBinding('__a11ySettled', async ({ page }: { page: Page }, view: string) => {
    if (checked.has(view)) return;
    checked.add(view);
    try {
      const problems = await seriousA11yViolations(page);
      // The page moved on while axe ran: the result mixes two views, so it counts for neither.
      if ((await page.evaluate(() => (window as unknown as SettledWindow).__a11yView())) !== view) {
        checked.delete(view);
        return;
      }
      if (problems.length) findings.push({ view, url: page.url(), problems });
    } catch {
      // The page navigated or closed under axe; its next settled view is checked.
      checked.delete(view);
    }
  });
  await context.addInitScript(reportSettledViews, 400);
}

/** Checks the view each open page shows now, when it has not been checked yet. */
async function flushViews(contexts: Iterable<BrowserContext>): Promise<void> {
  for (const context of contexts)
    for (const page of context.pages())
      await page
        .evaluate(() => (window as unknown as Partial<SettledWindow>).__a11yFlush?.())
        .catch(() => undefined);
}

export const test = base.extend<{ a11yChecks: undefined }, { watchedBrowser: Browser }>({
  // Contexts a journey opens by hand (browser.newContext) are watched as the test's own context is.
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContext(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await watchContext(context);
    await use(context);
  },
  a11yChecks: [
    async ({ watchedBrowser }, use) => {
      await use(undefined);
      await flushViews(watchedBrowser.contexts());
      const found = findings;
      findings = [];
      expect(
        found.map((f) => `${f.view} (${f.url}):\n  ${f.problems.join('\n  ')}`),
        'serious or critical accessibility violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
