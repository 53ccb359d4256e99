import { routePaths } from '@shop/domain';
import { z } from 'zod';
import { sceneCodePaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/** A scene id: short, URL- and WeChat-safe (a mini-program code's scene holds at most 32 characters). */
export const sceneId = z.string().regex(/^[A-Za-z0-9]{6,32}$/);

const knownPaths: ReadonlySet<string> = new Set(routePaths);

/** A page a scene leads to: a path of SPEC §2 and a small query. */
export const scenePage = z.strictObject({
  page: z
    .string()
    .max(120)
    .refine((p) => knownPaths.has(p), 'a page path of SPEC §2'),
  query: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), z.string().max(200))
    .refine((q) => Object.keys(q).length <= 10, 'at most 10 parameters')
    .default({}),
});

export const sceneTarget = z.object({
  sceneId,
  storeId: z.number().int(),
  page: z.string(),
  query: z.record(z.string(), z.string()),
  /** ISO time after which the code leads nowhere; null: never. */
  expiresAt: z.string().nullable(),
});
export type SceneTarget = z.infer<typeof sceneTarget>;

/** SPEC §7 GenWxaCodeScene / GetWxaCodeScene (decision 041). */
export const sceneCodeEndpoints = {
  /**
   * A member stores a page (e.g. a product they share) under a short scene id for a code; it lasts 30 days. The
   * result carries the web address a code should hold and that address as an SVG QR code.
   */
  genWxaCodeScene: endpoint({
    path: sceneCodePaths.genWxaCodeScene,
    access: 'member',
    request: scenePage.extend({ storeId: field.id }),
    result: sceneTarget.extend({ url: z.string(), svg: z.string() }),
  }),
  /** Where a scene id leads (pages/wkbin/wkbin); SCENE_NOT_FOUND or SCENE_EXPIRED otherwise. */
  getWxaCodeScene: endpoint({
    path: sceneCodePaths.getWxaCodeScene,
    access: 'public',
    request: z.strictObject({ sceneId: z.string().max(64) }),
    result: sceneTarget,
  }),
};
