import type { APIRequestContext } from '@playwright/test';
import { staffToken } from './playwright.config.ts';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// The demo chain's check-in (apps/server/src/db/demo-data/points.ts): 5 points on day one, 2 more a day up to 15,
// 30 more every 7th day in a row. The words each journey waits for, in its language.
const words = {
  en: {
    sign: 'Check in for 5 points',
    done: 'Checked in today · 5 points',
    streak: '1 day in a row',
    tomorrow: 'Come back tomorrow for 7 points',
    checkinReason: 'Daily check-in',
    staffReason: 'Adjusted by the store',
    clearing: /^No points expire on December 31, \d{4}$/,
    challenge: 'Your first purchase starts the clock.',
  },
  es: {
    sign: 'Haz check-in y gana 5 puntos',
    done: 'Check-in hecho hoy · 5 puntos',
    streak: '1 día seguido',
    tomorrow: 'Vuelve mañana y gana 7 puntos',
    checkinReason: 'Check-in diario',
    staffReason: 'Ajuste de la tienda',
    clearing: /^Ningún punto caduca el 31 de diciembre de \d{4}$/,
    challenge: 'Tu primera compra pone en marcha el plazo.',
  },
} as const;
type Lang = keyof typeof words;

/** Today on the demo chain's calendar (Shanghai), as the check-in counts it. */
const shanghaiToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A manual points edit through the staff API, as `npm run staff -- points` makes one. */
async function staffPoints(request: APIRequestContext, phone: string, delta: number): Promise<void> {
  const res = await request.post('/staff/members/points', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { phone, delta, note: 'e2e' },
  });
  if (!res.ok()) throw new Error(`staff points answered ${res.status()}: ${await res.text()}`);
}

function journey(lang: Lang, tag: string, phone: string) {
  test.describe(lang, () => {
    test.use({ locale: tag, viewport: { width: 390, height: 844 } });

    test('a member checks in, sees the day on the calendar, and the points in the ledger', async ({
      page,
      request,
    }, info) => {
      const w = words[lang];
      const member = `${phone}${info.retry}`;
      await logInBySms(page, request, member);
      await page.goto('/#/subpackages/account/account');
      await page.locator('a[data-testid="member-checkin"]').click();
      await expect(page).toHaveURL(/actions\/checkin/);

      await page.getByRole('button', { name: w.sign }).click();
      await expect(page.getByTestId('checkin-done')).toHaveText(w.done);
      await expect(page.getByTestId('checkin-streak')).toHaveText(w.streak);
      await expect(page.getByTestId('checkin-tomorrow')).toHaveText(w.tomorrow);
      await expect(page.getByTestId(`checkin-signed-${shanghaiToday()}`)).toContainText('+5');
      await page.screenshot({ path: info.outputPath(`checkin-${lang}.png`), fullPage: true });

      // The store adds 20 points by hand; my points show both moves and the clearing date with its year.
      await staffPoints(request, member, 20);
      await page.getByTestId('checkin-points').click();
      await expect(page).toHaveURL(/integral\/integral/);
      await expect(page.getByTestId('points-value')).toHaveText('25');
      await expect(page.getByTestId('points-clearing')).toHaveText(w.clearing);
      const ledger = page.getByTestId('points-ledger');
      await expect(ledger.getByRole('listitem')).toHaveCount(2);
      await expect(ledger.getByRole('listitem').first()).toContainText(w.staffReason);
      await expect(ledger.getByRole('listitem').nth(1)).toContainText(w.checkinReason);
      await page.screenshot({ path: info.outputPath(`integral-${lang}.png`), fullPage: true });

      // Back on the check-in page a second check-in is not offered.
      await page.goBack();
      await expect(page.getByTestId('checkin-done')).toBeVisible();
      await expect(page.getByTestId('checkin-sign')).toHaveCount(0);

      // The points challenge from the member centre: the demo's, not started before a first purchase.
      await page.goto('/#/subpackages/account/account');
      await page.locator('a[data-testid="member-accumulation"]').click();
      await expect(page).toHaveURL(/actions\/accumulationPoints/);
      await expect(page.getByText(w.challenge)).toBeVisible();
      await expect(page.getByTestId(/^accumulation-\d+$/).getByTestId('accumulation-progress')).toContainText(
        '0 / 300',
      );
      await page.screenshot({ path: info.outputPath(`accumulation-${lang}.png`), fullPage: true });
    });
  });
}

// Phones of this journey (h5's prefix 1374500): 9 digits then the retry number.
journey('en', 'en-US', '1374500001');
journey('es', 'es-ES', '1374500002');
