import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../env.ts';
import { failure } from '../http/endpoints.ts';
import { registerMediaFolder, storeImage } from './media-store.ts';
import { imageBytes } from './test-images.ts';

// The serving rules on a bare app (no database): the API tests of avatars cover the upload around them.
const dataDir = mkdtempSync(join(tmpdir(), 'media-store-'));
const env = { dataDir } as Env;
let app: FastifyInstance;
let stored: string;

beforeAll(async () => {
  app = Fastify();
  app.setNotFoundHandler((_req, res) => res.code(404).send(failure('NOT_FOUND', '内容不存在')));
  registerMediaFolder(app, env, 'avatars');
  await app.ready();
  stored = await storeImage(env, 'avatars', imageBytes('png12x9'), 'png');
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('media folder', () => {
  it('serves a stored image with its type, the security headers and a year of caching', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: stored });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (method === 'GET') expect(res.rawPayload.equals(imageBytes('png12x9'))).toBe(true);
    }
  });

  it('lists no directory and answers the app’s 404 for anything but a stored name', async () => {
    for (const url of [
      '/media/avatars/',
      '/media/avatars',
      '/media/avatars/..%2Fmedia-store.ts',
      '/media/avatars/%2E%2E/%2E%2E/etc/passwd',
      `${stored}/`,
      `${stored.slice(0, -4)}.svg`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().Code, url).toBe('NOT_FOUND');
    }
  });
});
