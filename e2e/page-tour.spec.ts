import { test as base, expect, type Page } from '@playwright/test';
import { seriousA11yViolations, smallTouchTargets } from './support/a11y.ts';
import { guestTour, memberTour } from './support/page-tour.ts';
import { englishShown, translatedEnglishTexts } from './support/store-text.ts';

// Every page a guest and a member can reach, at phone width: no serious or critical axe-core violation (colour
// contrast included) and no touch target under 44 × 44 px, in English and both Chinese scripts; and in Chinese no
// store text left in English (decision 020) — menu, options, stores, notice, banners, levels, profile questions.
// The tour checks each page itself, so it uses the plain `test` (the journeys' test would check the same views
// again). One login per language; all problems are gathered and shown together.
const cases = [
  { locale: 'en-US', phone: '1375550001' /* + the retry number */, chinese: false },
  { locale: 'zh-CN', phone: '1375550002', chinese: true },
  { locale: 'zh-TW', phone: '1375550003', chinese: true },
];

function checker(page: Page, problems: string[], english: readonly string[]) {
  return async (stop: string) => {
    const found = [
      ...(await seriousA11yViolations(page)),
      ...(await smallTouchTargets(page)),
      ...(await englishShown(page, english)).map((text) => `store text in English: "${text}"`),
    ];
    for (const p of found) problems.push(`${stop}: ${p}`);
  };
}

for (const c of cases) {
  base.describe(`in ${c.locale}`, () => {
    base.use({ locale: c.locale });

    base(
      `every guest and member page passes axe and has 44 px touch targets${
        c.chinese ? ', with no store text in English' : ''
      }`,
      async ({ page, request }, info) => {
        base.setTimeout(180_000);
        const problems: string[] = [];
        const english = c.chinese ? await translatedEnglishTexts(request) : [];
        if (c.chinese) expect(english.length).toBeGreaterThan(100);
        const visit = checker(page, problems, english);
        await guestTour(page, visit);
        await memberTour(page, request, `${c.phone}${info.retry}`, visit);
        expect(problems).toEqual([]);
      },
    );
  });
}
