import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.ts';
import { type ImageKind, imageFormats } from './image-sniff.ts';

/**
 * Uploaded images under DATA_DIR/media/<folder>/, named by 16 random bytes, so a name is never guessed nor
 * reused and the files can be cached for good. The extension comes from the sniffed content, never the upload.
 */

export const AVATAR_FOLDER = 'avatars';

const YEAR_S = 365 * 24 * 3600;
// 22 base64url characters (16 random bytes) and the extension of one of the accepted kinds.
const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;
// The same name as the static plugin sees it: the URL's path after the folder's prefix, with its slash.
const STORED_PATH = new RegExp(`^/${STORED_NAME.source.slice(1)}`);

function folderDir(env: Env, folder: string): string {
  return join(env.dataDir, 'media', folder);
}

/**
 * Writes an image atomically: to a hidden temporary file first, flushed, then renamed into place, so nobody is
 * ever served half a file. Answers the public path (/media/<folder>/<name>).
 */
export async function storeImage(
  env: Env,
  folder: string,
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<string> {
  const dir = folderDir(env, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('base64url')}.${imageFormats[kind].ext}`;
  const temporary = join(dir, `.${name}.part`);
  const file = await open(temporary, 'wx', 0o644);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, join(dir, name));
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
  return `/media/${folder}/${name}`;
}

/** The stored file's name when a public path is one of ours in that folder, else null. */
function storedName(folder: string, publicPath: string): string | null {
  const prefix = `/media/${folder}/`;
  if (!publicPath.startsWith(prefix)) return null;
  const name = publicPath.slice(prefix.length);
  return STORED_NAME.test(name) ? name : null;
}

/** Removes a stored image by its public path; paths that are not ours (or already gone) are left alone. */
export async function removeImage(env: Env, folder: string, publicPath: string | null): Promise<void> {
  const name = publicPath ? storedName(folder, publicPath) : null;
  if (name) await rm(join(folderDir(env, folder), name), { force: true });
}

/**
 * Serves one folder's images at GET /media/<folder>/<name> with @fastify/static: only names of the stored form
 * (no other file, dot-file, directory or path), the Content-Type of the extension (which came from the sniffed
 * content), nosniff so a browser never second-guesses it, and cached for a year since a name never changes
 * content. Anything else is the app's 404.
 */
export function registerMediaFolder(app: FastifyInstance, env: Env, folder: string): void {
  const root = folderDir(env, folder);
  // The static plugin checks its root when registered; the first upload would create it otherwise.
  mkdirSync(root, { recursive: true });
  app.register(fastifyStatic, {
    root,
    prefix: `/media/${folder}/`,
    decorateReply: false,
    allowedPath: (pathname) => STORED_PATH.test(pathname),
    list: false,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    maxAge: YEAR_S * 1000,
    immutable: true,
    setHeaders: (res) => {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'");
    },
  });
}
