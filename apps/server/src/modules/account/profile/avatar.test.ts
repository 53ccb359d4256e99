import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginInfo } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes, simpleWebp } from '../../../platform/uploads/test-images.ts';
import { memberSession } from '../../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../../test/harness.ts';

const SAVE = 'CustomerAccount/SavePhoto';

/** A valid PNG grown past `bytes` by a text chunk before IEND. */
function bigPng(bytes: number): Buffer {
  const png = imageBytes('png12x9');
  const head = png.subarray(0, png.length - 12);
  const chunk = Buffer.alloc(12 + bytes);
  chunk.writeUInt32BE(bytes, 0);
  chunk.write('tEXt', 4, 'latin1');
  return Buffer.concat([head, chunk, png.subarray(png.length - 12)]);
}

describe.each(dbTargets())('avatar upload on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  const avatarsDir = () => join(dataDir, 'media', 'avatars');
  const files = async () => (existsSync(avatarsDir()) ? (await readdir(avatarsDir())).sort() : []);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'avatar-test-'));
    t = await createTestApp(target, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (session: string, bytes: Buffer | string) =>
    t.call<{ photoPath: string }>(
      SAVE,
      { image: typeof bytes === 'string' ? bytes : bytes.toString('base64') },
      { session },
    );
  const photoOf = async (session: string) => {
    const res = await t.call<LoginInfo>('customeraccount/FindLoginInfo', { storeId: 1 }, { session });
    return res.body.Result.isLogin ? res.body.Result.photoPath : 'guest';
  };
  const fetchMedia = (path: string) => t.app.inject({ method: 'GET', url: path });

  it.each([
    ['PNG', () => imageBytes('png12x9'), 'png', 'image/png'],
    ['JPEG', () => imageBytes('jpeg24x16'), 'jpg', 'image/jpeg'],
    ['WebP', () => imageBytes('webpLossy20x12'), 'webp', 'image/webp'],
    ['plain lossless WebP', () => simpleWebp(imageBytes('webpLossless18x10')), 'webp', 'image/webp'],
  ])('accepts a %s and serves it back as it is, with its type', async (_kind, bytes, ext, type) => {
    const { session } = await memberSession(t);
    const res = await upload(session, bytes());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const path = res.body.Result.photoPath;
    expect(path).toMatch(new RegExp(`^/media/avatars/[A-Za-z0-9_-]{22}\\.${ext}$`));
    expect(await photoOf(session)).toBe(path);
    const served = await fetchMedia(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
    expect(served.rawPayload.equals(bytes())).toBe(true);
  });

  it('replaces the previous avatar and removes its file', async () => {
    const { session } = await memberSession(t);
    const first = (await upload(session, imageBytes('png12x9'))).body.Result.photoPath;
    const second = (await upload(session, imageBytes('jpeg24x16'))).body.Result.photoPath;
    expect(second).not.toBe(first);
    expect((await fetchMedia(first)).statusCode).toBe(404);
    expect((await fetchMedia(second)).statusCode).toBe(200);
    expect(await files()).toContain(second.split('/').pop());
    expect(await files()).not.toContain(first.split('/').pop());
  });

  it.each([
    ['a text file (named .png or not)', () => Buffer.from('hello, I am avatar.png\n')],
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a truncated PNG', () => imageBytes('png12x9').subarray(0, 100)],
    ['a truncated JPEG', () => imageBytes('jpeg24x16').subarray(0, 700)],
    ['a PNG over 2 MiB', () => bigPng(2 * 1024 * 1024)],
    ['an empty file', () => Buffer.alloc(0)],
    ['text that is not base64', () => '*** not base64 ***'],
  ])(
    'refuses %s with AVATAR_UPLOAD_FAILED, keeping the old avatar and writing no file',
    async (_l, bytes) => {
      const { session } = await memberSession(t);
      const kept = (await upload(session, imageBytes('png12x9'))).body.Result.photoPath;
      const before = await files();
      const res = await upload(session, bytes());
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        Success: false,
        Code: 'AVATAR_UPLOAD_FAILED',
        Message: '头像上传失败',
      });
      expect(await photoOf(session)).toBe(kept);
      expect(await files()).toEqual(before);
    },
  );

  it('accepts a PNG just under 2 MiB', async () => {
    const { session } = await memberSession(t);
    expect((await upload(session, bigPng(2 * 1024 * 1024 - 1024))).status).toBe(200);
  });

  it('refuses a body above the route limit before reading it, and keeps the small limit elsewhere', async () => {
    const { session } = await memberSession(t);
    const huge = await upload(session, 'A'.repeat(5 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.Code).toBe('BAD_REQUEST');
    const other = await t.call(
      'customeraccount/UpdateCustomerArchives',
      { name: 'x'.repeat(300_000) },
      { session },
    );
    expect(other.status).toBe(413);
  });

  it('needs a session, and changes only the caller’s avatar', async () => {
    expect((await t.call(SAVE, { image: imageBytes('png12x9').toString('base64') })).status).toBe(401);
    const a = await memberSession(t);
    const b = await memberSession(t);
    const pathA = (await upload(a.session, imageBytes('png12x9'))).body.Result.photoPath;
    await upload(b.session, imageBytes('jpeg24x16'));
    expect(await photoOf(a.session)).toBe(pathA);
    expect((await t.call(SAVE, { image: '', uid: a.memberId }, { session: b.session })).body.Code).toBe(
      'BAD_REQUEST',
    );
  });

  it('serves only stored names: no other file, path or dot-file', async () => {
    for (const url of [
      '/media/avatars/..%2F..%2Fetc%2Fpasswd',
      '/media/avatars/%2E%2E%2Fpglite',
      '/media/avatars/aaaaaaaaaaaaaaaaaaaaaa.svg',
      '/media/avatars/.aaaaaaaaaaaaaaaaaaaaaa.png.part',
      '/media/avatars/aaaaaaaaaaaaaaaaaaaaaa.png',
    ]) {
      expect((await fetchMedia(url)).statusCode, url).toBe(404);
    }
  });
});
