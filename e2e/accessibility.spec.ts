import { test as base, expect, type Page } from '@playwright/test';
import { seriousA11yViolations, smallTouchTargets } from './support/a11y.ts';
import { guestTour, memberTour } from './support/page-tour.ts';

// Every page a guest and a member can reach, at phone width in English and Simplified Chinese: no serious or
// critical axe-core violation (colour contrast included) and no touch target under 44 × 44 px. The tour checks
// each page itself, so it uses the plain `test` (the journeys' test would check the same views again). One login
// per language; all problems are gathered and shown together.
const cases = [
  { locale: 'en-US', phone: '1375550001' /* + the retry number */ },
  { locale: 'zh-CN', phone: '1375550002' },
];

async function checker(page: Page, problems: string[]) {
  return async (stop: string) => {
    const found = [...(await seriousA11yViolations(page)), ...(await smallTouchTargets(page))];
    for (const p of found) problems.push(`${stop}: ${p}`);
  };
}

for (const c of cases) {
  base.describe(`in ${c.locale}`, () => {
    base.use({ locale: c.locale });

    base(
      'every guest and member page passes axe and has 44 px touch targets',
      async ({ page, request }, info) => {
        base.setTimeout(180_000);
        const problems: string[] = [];
        const visit = await checker(page, problems);
        await guestTour(page, visit);
        await memberTour(page, request, `${c.phone}${info.retry}`, visit);
        expect(problems).toEqual([]);
      },
    );
  });
}
