import { headerNames } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { staffCliSuite } from '../../platform/staff/cli-test-kit.ts';
import { clientVersionCommand } from '../../platform/staff/commands/client-version.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN } from '../../test/harness.ts';

const storeCall = 'store/GetStoreDataFast';

describe.each(dbTargets())('the minimum client version on %s', (target) => {
  it('refuses calls of older clients with LOW_VERSION until staff lower or clear it', async () => {
    let storeId = 0;
    const t = await createTestApp(target, {
      seed: async (db) => {
        storeId = await insertStore(db);
      },
    });
    try {
      const staff = (payload?: object) =>
        t.app.inject({
          method: payload ? 'PUT' : 'GET',
          url: '/staff/client-version',
          headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
          ...(payload ? { payload } : {}),
        });
      const asVersion = (version?: string) =>
        t.call(storeCall, { storeId }, { headers: version ? { [headerNames.appVersion]: version } : {} });

      expect((await staff()).json().Result).toEqual({ minimum: null });
      expect((await asVersion('2024.06.14')).status).toBe(200);

      expect((await staff({ minimum: '2024.07.01' })).json().Result).toEqual({ minimum: '2024.07.01' });
      const old = await asVersion('2024.06.14');
      expect(old.status).toBe(426);
      expect(old.body).toMatchObject({ Success: false, Code: 'LOW_VERSION', MinVersion: '2024.07.01' });
      expect((await asVersion('2024.7.1')).status).toBe(200);
      expect((await asVersion('2025.01.01')).status).toBe(200);
      // No version, or no readable one: not judged (staff scripts, other callers).
      expect((await asVersion()).status).toBe(200);
      expect((await asVersion('beta')).status).toBe(200);

      const bad = await staff({ minimum: 'v2' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ Code: 'BAD_REQUEST', Field: 'minimum' });
      expect((await staff({ minimum: null })).json().Result).toEqual({ minimum: null });
      expect((await asVersion('2024.06.14')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the client-version staff command', () => {
  const suite = staffCliSuite({ seed: async (db) => void (await insertStore(db)) });
  const run = async (argv: string[]) => {
    const { code, out } = await suite.run([clientVersionCommand.name, ...argv]);
    return { code, out: out.join('\n') };
  };

  it('shows, sets and clears the minimum', async () => {
    expect((await run([])).out).toMatch(/^No minimum client version/);
    expect((await run(['set', '2024.07.01'])).out).toBe(
      'Minimum client version: 2024.07.01 (older apps are asked to upgrade).',
    );
    expect((await run(['show'])).out).toMatch(/2024\.07\.01/);
    expect((await run(['set', 'latest'])).code).not.toBe(0);
    expect((await run(['off'])).out).toMatch(/^No minimum client version/);
    expect((await run(['set'])).code).not.toBe(0);
  });
});
