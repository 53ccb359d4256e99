import { sceneCodeEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { createScene, readScene, sceneSvg, sceneUrl } from './scene-codes.ts';

/** How long a code a member makes in the app (a shared product, say) keeps working. */
const memberSceneDays = 30;
const dayMs = 86_400_000;

/** SPEC §7 GenWxaCodeScene (members) and GetWxaCodeScene (anyone with a code), decision 041. */
export function registerSceneCodes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, sceneCodeEndpoints.genWxaCodeScene, async (input, ctx) => {
    const expiresAt = new Date(ctx.clock.now().getTime() + memberSceneDays * dayMs);
    const scene = await createScene(ctx, { ...input, expiresAt, memberId: ctx.member.uid });
    const url = sceneUrl(ctx, scene.sceneId);
    return { ...scene, url, svg: sceneSvg(url) };
  });
  registerEndpoint(app, deps, sceneCodeEndpoints.getWxaCodeScene, (input, ctx) =>
    readScene(ctx, input.sceneId),
  );
}
