/**
 * Turns a picked photo into the avatar that is uploaded: the middle square of the picture, at most 512 px a side,
 * as a JPEG. Done on a canvas before sending, so a phone's 5 MB photo travels as a few dozen KiB.
 */

export const AVATAR_SIDE = 512;
/** Larger files are refused before decoding (a phone photo is well under this). */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
const QUALITY = 0.88;

export interface PreparedAvatar {
  /** For the preview. */
  dataUrl: string;
  /** What SavePhoto takes: the JPEG's bytes in base64. */
  base64: string;
}

export type AvatarProblem = 'notImage' | 'tooLarge';

export class AvatarImageError extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(problem);
  }
}

function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new AvatarImageError('notImage'));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The source square (centred) and the side it is drawn at. */
export function squareCrop(width: number, height: number, max = AVATAR_SIDE) {
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    target: Math.max(1, Math.min(side, max)),
  };
}

/** Crops, scales and encodes a picked file; rejects with AvatarImageError for what no browser can show. */
export async function prepareAvatar(file: Blob): Promise<PreparedAvatar> {
  if (file.size > AVATAR_SOURCE_MAX_BYTES) throw new AvatarImageError('tooLarge');
  const img = await decode(file);
  if (img.naturalWidth === 0 || img.naturalHeight === 0) throw new AvatarImageError('notImage');
  const crop = squareCrop(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = crop.target;
  canvas.height = crop.target;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarImageError('notImage');
  // JPEG has no transparency: a transparent PNG gets a white background instead of black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, crop.target, crop.target);
  context.imageSmoothingQuality = 'high';
  context.drawImage(img, crop.sx, crop.sy, crop.side, crop.side, 0, 0, crop.target, crop.target);
  const dataUrl = canvas.toDataURL('image/jpeg', QUALITY);
  return { dataUrl, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
