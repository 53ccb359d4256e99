import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens } from '../../db/schema/service.ts';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';

const path = 'customeraccount/UpdateEshopAppDeviceInfo';
let tokenCounter = 0;
const newToken = () => {
  tokenCounter += 1;
  return `f${process.pid}${tokenCounter}`.padEnd(64, '0');
};

describe.each(dbTargets())('device tokens (UpdateEshopAppDeviceInfo) on %s', (target) => {
  let t: TestApp;
  const rowsOf = (token: string) => t.db.select().from(deviceTokens).where(eq(deviceTokens.token, token));
  const report = (body: Record<string, unknown>, session?: string) =>
    t.call<{ registered: true }>(path, body, { session });

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('keeps one row per token, following whoever is logged in on the device', async () => {
    const token = newToken();
    const a = await memberSession(t);
    const b = await memberSession(t);
    const steps: Array<[string | undefined, number | null, string]> = [
      [undefined, null, 'en'],
      [a.session, a.memberId, 'zh-CN'],
      [b.session, b.memberId, 'es'],
      [undefined, null, 'zh-Hant'],
    ];
    for (const [session, memberId, language] of steps) {
      t.clock.advance(1000);
      const res = await report({ deviceToken: token, deviceType: 2, language }, session);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Result).toEqual({ registered: true });
      const rows = await rowsOf(token);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ memberId, language, deviceType: 2 });
      expect(rows[0]!.updatedAt.getTime()).toBe(t.clock.now().getTime());
    }
  });

  it('lets one member keep several devices', async () => {
    const m = await memberSession(t);
    const phone = newToken();
    const tablet = newToken();
    await report({ deviceToken: phone, deviceType: 1, language: 'en' }, m.session);
    await report({ deviceToken: tablet, deviceType: 2, language: 'en' }, m.session);
    const mine = await t.db.select().from(deviceTokens).where(eq(deviceTokens.memberId, m.memberId));
    expect(mine.map((r) => [r.token, r.deviceType]).sort()).toEqual(
      [
        [phone, 1],
        [tablet, 2],
      ].sort(),
    );
  });

  it('refuses a bad device type, token or language, storing nothing', async () => {
    const token = newToken();
    const bad = [
      { deviceToken: token, deviceType: 3, language: 'en' },
      { deviceToken: token, deviceType: 0, language: 'en' },
      { deviceToken: token, deviceType: '1', language: 'en' },
      { deviceToken: token, language: 'en' },
      { deviceToken: 'short', deviceType: 1, language: 'en' },
      { deviceToken: `${token} x`, deviceType: 1, language: 'en' },
      { deviceToken: 'x'.repeat(513), deviceType: 1, language: 'en' },
      { deviceToken: token, deviceType: 1, language: '<script>' },
      { deviceToken: token, deviceType: 1, language: 'en', memberId: 1 },
    ];
    for (const body of bad) {
      const res = await report(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Code).toBe('BAD_REQUEST');
    }
    expect(await rowsOf(token)).toEqual([]);
  });

  it('stores a new token once when the app reports it several times at once', async () => {
    const token = newToken();
    const m = await memberSession(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        report({ deviceToken: token, deviceType: 1, language: 'en' }, m.session),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf(token)).toHaveLength(1);
  });
});
