import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema/account/member.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { sniffImage } from '../../../platform/uploads/image-sniff.ts';
import { AVATAR_FOLDER, removeImage, storeImage } from '../../../platform/uploads/media-store.ts';

/** Largest avatar file accepted (the page sends a 512 px square, a few dozen KiB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Refuses an upload with the catalogue's one answer, keeping the real reason in the log. */
function refuse(ctx: MemberContext, reason: string): never {
  ctx.log.warn({ memberId: ctx.member.uid, reason }, 'avatar upload refused');
  throw new AppError('AVATAR_UPLOAD_FAILED');
}

/** The bytes of a strict base64 text (Buffer.from alone would skip stray characters), or null. */
function decodeBase64(text: string): Buffer | null {
  return BASE64.test(text) ? Buffer.from(text, 'base64') : null;
}

/**
 * CustomerAccount/SavePhoto: checks the image by its bytes, stores it under a new random name, points the member's
 * photoPath at it and then removes the file it replaces. The member row is locked while it is switched, so two
 * uploads at once each remove exactly the file they replaced.
 */
export async function savePhoto(
  ctx: MemberContext,
  input: { image: string },
): Promise<{ photoPath: string }> {
  const bytes = decodeBase64(input.image);
  if (!bytes || bytes.length === 0) refuse(ctx, 'not base64 or empty');
  if (bytes.length > AVATAR_MAX_BYTES) refuse(ctx, `too large: ${bytes.length} bytes`);
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) refuse(ctx, sniffed.reason);

  let photoPath: string;
  try {
    photoPath = await storeImage(ctx.env, AVATAR_FOLDER, bytes, sniffed.image.kind);
  } catch (err) {
    ctx.log.error({ err, memberId: ctx.member.uid }, 'avatar could not be written');
    throw new AppError('AVATAR_UPLOAD_FAILED');
  }
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photoPath: members.photoPath })
        .from(members)
        .where(eq(members.id, ctx.member.uid))
        .for('update');
      if (!row) throw new AppError('NOT_LOGGED_IN');
      await tx.update(members).set({ photoPath }).where(eq(members.id, ctx.member.uid));
      return row.photoPath;
    });
  } catch (err) {
    await removeImage(ctx.env, AVATAR_FOLDER, photoPath);
    throw err;
  }
  await removeImage(ctx.env, AVATAR_FOLDER, previous).catch((err: unknown) => {
    // The new avatar is in place; an old file left behind is only disk space.
    ctx.log.warn({ err, previous }, 'old avatar could not be removed');
  });
  return { photoPath };
}
