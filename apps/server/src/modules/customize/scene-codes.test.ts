import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SceneTarget } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { staffCli } from '../../platform/staff/cli-test-kit.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { newSceneId } from './scene-codes.ts';

type Made = SceneTarget & { url: string; svg: string };
const dayMs = 86_400_000;

describe('scene ids', () => {
  it('are 10 letters of an alphabet without look-alikes, and differ', () => {
    const ids = new Set(Array.from({ length: 500 }, newSceneId));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
  });
});

describe.each(dbTargets())(
  'scene codes on %s (GenWxaCodeScene / GetWxaCodeScene, decision 041)',
  (target) => {
    let t: TestApp;
    let ids: DemoIds;
    let url: string;
    beforeAll(async () => {
      ({ t, ids } = await demoTestApp(target));
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    const read = (sceneId: string) => t.call<SceneTarget>('Store/GetWxaCodeScene', { sceneId });

    it('lets a member store a page for 30 days and anyone read it back', async () => {
      const { session } = await memberSession(t);
      const page = { page: '/subpackages/shopping/details', query: { productid: '5' } };
      const made = await t.call<Made>('Store/GenWxaCodeScene', { storeId: ids.open, ...page }, { session });
      expect(made.status).toBe(200);
      const scene = made.body.Result;
      expect(scene).toMatchObject({ storeId: ids.open, ...page });
      expect(new Date(scene.expiresAt!).getTime() - t.clock.now().getTime()).toBe(30 * dayMs);
      expect(scene.url).toMatch(new RegExp(`/\\?redirect=wkbin&sceneid=${scene.sceneId}$`));
      expect(scene.svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
      const back = await read(scene.sceneId);
      expect(back.body.Result).toEqual({
        sceneId: scene.sceneId,
        storeId: ids.open,
        ...page,
        expiresAt: scene.expiresAt,
      });
      t.clock.advance(30 * dayMs);
      const expired = await read(scene.sceneId);
      expect(expired.status).toBe(422);
      expect(expired.body.Code).toBe('SCENE_EXPIRED');
      t.clock.advance(-30 * dayMs);
    });

    it('refuses guests, unknown pages, long queries and unknown stores', async () => {
      const page = { storeId: ids.open, page: '/pages/index/index', query: {} };
      expect((await t.call('Store/GenWxaCodeScene', page)).status).toBe(401);
      const { session } = await memberSession(t);
      const gen = (body: unknown) => t.call('Store/GenWxaCodeScene', body, { session });
      expect((await gen({ ...page, page: '/evil/page' })).status).toBe(400);
      const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
      expect((await gen({ ...page, query: many })).status).toBe(400);
      expect((await gen({ ...page, query: { 'bad key': 'v' } })).status).toBe(400);
      const noStore = await gen({ ...page, storeId: 999_999 });
      expect(noStore.status).toBe(404);
      expect(noStore.body.Code).toBe('STORE_NOT_FOUND');
    });

    it('says an unknown or malformed id leads nowhere', async () => {
      for (const id of ['Zz9Zz9Zz9Z', 'x', '../../etc', '']) {
        const res = await read(id);
        expect(res.status, id).toBe(404);
        expect(res.body.Code).toBe('SCENE_NOT_FOUND');
      }
    });

    it('lets staff make a code without expiry, with its QR file, and read it', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'scene-'));
      const file = join(dir, 'code.svg');
      const made = await staffCli(url, [
        'scene',
        'create',
        '--store',
        String(ids.open),
        '/subpackages/coupons/coupon',
        'from=poster',
        '--svg',
        file,
      ]);
      expect(made.code).toBe(0);
      const [line, address, written] = made.out;
      const sceneId = /^Scene (\w+): /.exec(line!)![1]!;
      expect(line).toBe(
        `Scene ${sceneId}: store ${ids.open} /subpackages/coupons/coupon?from=poster (no expiry)`,
      );
      expect(address).toBe(`Address: http://localhost:3000/?redirect=wkbin&sceneid=${sceneId}`);
      expect(written).toBe(`QR code written to ${file}`);
      expect(await readFile(file, 'utf8')).toMatch(/^<svg/);
      t.clock.advance(3650 * dayMs);
      expect((await read(sceneId)).body.Result.query).toEqual({ from: 'poster' });
      t.clock.advance(-3650 * dayMs);
      const shown = await staffCli(url, ['scene', 'show', sceneId]);
      expect(shown.out[0]).toBe(line);
      const dated = await staffCli(url, [
        'scene',
        'create',
        '--store',
        String(ids.open),
        '/pages/index/index',
        '--days',
        '7',
      ]);
      expect(dated.out[0]).toMatch(/\(until 2026-11-28T10:00:00\.000Z\)$/);
      expect((await staffCli(url, ['scene', 'create', '/pages/index/index'])).code).toBe(2);
      expect(
        (await staffCli(url, ['scene', 'create', '--store', '1', '/pages/index/index', 'oops'])).code,
      ).toBe(2);
      const bad = await staffCli(url, ['scene', 'create', '--store', String(ids.open), '/no/page']);
      expect(bad.code).not.toBe(0);
    });
  },
);
