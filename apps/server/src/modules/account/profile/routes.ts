import { AVATAR_BASE64_MAX, profileEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerEndpoint } from '../../../platform/http/endpoints.ts';
import { AVATAR_FOLDER, registerMediaFolder } from '../../../platform/uploads/media-store.ts';
import { savePhoto } from './avatar.ts';
import { updateCustomerArchives } from './profile-save.ts';
import { getCustomerBaseInfo, loadAttributesWithValues } from './profile-service.ts';

// The base64 text plus the JSON around it; every other route keeps the app's small limit.
const SAVE_PHOTO_BODY_LIMIT = AVATAR_BASE64_MAX + 16 * 1024;

/** The member's profile (infoEdit) and avatar (headSetting), and the avatars served back (SPEC §5, §7). */
export function registerProfile(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, profileEndpoints.getCustomerBaseInfo, (_input, ctx) =>
    getCustomerBaseInfo(ctx),
  );
  registerEndpoint(app, deps, profileEndpoints.loadUserCustomerAttributeWithValue, (_input, ctx) =>
    loadAttributesWithValues(ctx),
  );
  registerEndpoint(app, deps, profileEndpoints.updateCustomerArchives, (input, ctx) =>
    updateCustomerArchives(ctx, input),
  );
  registerEndpoint(app, deps, profileEndpoints.savePhoto, (input, ctx) => savePhoto(ctx, input), {
    bodyLimit: SAVE_PHOTO_BODY_LIMIT,
  });
  registerMediaFolder(app, deps.env, AVATAR_FOLDER);
}
