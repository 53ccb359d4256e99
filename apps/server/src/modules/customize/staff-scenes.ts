import { sceneId, scenePage } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffBodyId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { createScene, readScene, sceneSvg, sceneUrl } from './scene-codes.ts';

const createBody = scenePage.extend({
  storeId: staffBodyId,
  /** Days the code works; none: for good (a code printed on a table or a poster). */
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});

/** What the staff scene routes answer (the staff CLI's scene command prints it). */
export interface StaffSceneOut {
  sceneId: string;
  storeId: number;
  page: string;
  query: Record<string, string>;
  expiresAt: string | null;
  url: string;
  svg: string;
}

/**
 * POST /staff/customize/scenes (store a page under a new scene id, for a printed code) and GET
 * /staff/customize/scenes/:sceneId (where it leads), decision 041.
 */
export function registerStaffScenes(staff: FastifyInstance, deps: AppDeps): void {
  staff.post('/customize/scenes', (req, res) => {
    const b = createBody.safeParse(req.body);
    if (!b.success) return staffInvalid(res, b.error.issues);
    const { expiresInDays, ...page } = b.data;
    const expiresAt = expiresInDays
      ? new Date(deps.clock.now().getTime() + expiresInDays * 86_400_000)
      : null;
    return staffAnswer(res, async (): Promise<StaffSceneOut> => {
      const scene = await createScene(deps, { ...page, expiresAt, memberId: null });
      const url = sceneUrl(deps, scene.sceneId);
      return { ...scene, url, svg: sceneSvg(url) };
    });
  });
  staff.get('/customize/scenes/:sceneId', (req, res) => {
    const p = z.strictObject({ sceneId }).safeParse(req.params);
    if (!p.success) return staffInvalid(res, p.error.issues);
    return staffAnswer(res, async (): Promise<StaffSceneOut> => {
      const scene = await readScene(deps, p.data.sceneId);
      const url = sceneUrl(deps, scene.sceneId);
      return { ...scene, url, svg: sceneSvg(url) };
    });
  });
}
