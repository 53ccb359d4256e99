import { randomBytes } from 'node:crypto';
import type { SceneTarget } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import type { Db } from '../../db/client.ts';
import { sceneCodes } from '../../db/schema/customize.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findStore } from '../store/index.ts';

/**
 * Scene codes (SPEC §7 GenWxaCodeScene / GetWxaCodeScene, decision 041). A mini-program code carries at most 32
 * characters of `scene`, too few for a page and its query, so the page is stored under a short random id and the
 * code carries the id; pages/wkbin/wkbin reads it back. On the web the same id goes into the shop's address with
 * the launch rule redirect=wkbin, drawn here as a QR code (lean-qr) — no WeChat call.
 */

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const idLength = 10;

/** A fresh id: 10 characters of a 57-letter alphabet without look-alikes (about 58 bits). */
export function newSceneId(): string {
  const bytes = randomBytes(idLength * 2);
  let id = '';
  // Two bytes per letter keep the modulo's bias under 0.1 %.
  for (let i = 0; i < idLength; i++) id += alphabet[bytes.readUInt16BE(i * 2) % alphabet.length];
  return id;
}

export interface NewScene {
  storeId: number;
  page: string;
  query: Record<string, string>;
  expiresAt: Date | null;
  memberId: number | null;
}

type Row = typeof sceneCodes.$inferSelect;

function toTarget(row: Row): SceneTarget {
  return {
    sceneId: row.sceneId,
    storeId: row.storeId,
    page: row.page,
    query: row.query,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** Stores a scene under a new id; a collision (never seen, but possible) takes another id. */
export async function createScene(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scene: NewScene,
): Promise<SceneTarget> {
  if (!(await findStore(deps.db, deps.clock, scene.storeId))) throw new AppError('STORE_NOT_FOUND');
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await deps.db
      .insert(sceneCodes)
      .values({ ...scene, sceneId: newSceneId() })
      .onConflictDoNothing()
      .returning();
    if (row) return toTarget(row);
  }
  throw new AppError('SERVER_ERROR');
}

async function sceneRow(db: Db, sceneId: string): Promise<Row | null> {
  const [row] = await db.select().from(sceneCodes).where(eq(sceneCodes.sceneId, sceneId));
  return row ?? null;
}

/** Where a scene id leads; SCENE_NOT_FOUND for an id nobody made, SCENE_EXPIRED after its expiry. */
export async function readScene(deps: Pick<AppDeps, 'db' | 'clock'>, sceneId: string): Promise<SceneTarget> {
  const row = /^[A-Za-z0-9]{6,32}$/.test(sceneId) ? await sceneRow(deps.db, sceneId) : null;
  if (!row) throw new AppError('SCENE_NOT_FOUND');
  if (row.expiresAt && row.expiresAt.getTime() <= deps.clock.now().getTime())
    throw new AppError('SCENE_EXPIRED');
  return toTarget(row);
}

/** The shop's address a code holds: the launch rule redirect=wkbin opens the scene (SPEC §2). */
export function sceneUrl(deps: Pick<AppDeps, 'env'>, sceneId: string): string {
  const base = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return `${base.replace(/\/+$/, '')}/?redirect=wkbin&sceneid=${sceneId}`;
}

/** The address as an SVG QR code, with the quiet zone scanners need. */
export function sceneSvg(url: string): string {
  return toSvgSource(generate(url), { on: 'black', off: 'white', padX: 4, padY: 4, xmlDeclaration: false });
}
