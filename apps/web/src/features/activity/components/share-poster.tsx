import type { ShareTarget } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useSharePoster } from '../api/poster-api.ts';
import './share-poster.css';

/** The poster's size as drawn (the server's 600 × 960 px), shown at half for a sharp picture on 2× screens. */
const SHOWN_WIDTH = 300;
const SHOWN_HEIGHT = 480;

/** The PNG's bytes as a file the browser saves: a Blob URL, as a data: URL of 100 kB is refused by some. */
function savePng(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'image/png' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function fileNameOf(target: ShareTarget): string {
  return target.kind === 'product' ? `poster-product-${target.productId}.png` : 'poster-invite.png';
}

/**
 * A member's share poster (issue 31, decision 080): the server draws it (a product's picture, name and price, or
 * the store's invitation, with the member's name and QR code); shown here with a "save image" action, a
 * placeholder while it is drawn and the translated refusal if it cannot be.
 */
export function SharePoster({ target }: { target: ShareTarget }) {
  const t = useT();
  const poster = useSharePoster(target);
  return (
    <section className="share-poster" aria-labelledby="share-poster-title">
      <h2 id="share-poster-title" className="share-poster__title">
        {t('common.sharePoster.title')}
      </h2>
      {poster.isError ? (
        <div className="share-poster__failed">
          <p role="alert">{poster.error.message}</p>
          <Button size="sm" variant="secondary" onClick={() => void poster.refetch()}>
            {t('common.sharePoster.retry')}
          </Button>
        </div>
      ) : poster.data ? (
        <>
          <img
            className="share-poster__image"
            src={`data:image/png;base64,${poster.data.base64}`}
            alt={t('common.sharePoster.alt')}
            width={SHOWN_WIDTH}
            height={SHOWN_HEIGHT}
          />
          <Button block onClick={() => savePng(poster.data.base64, fileNameOf(target))}>
            {t('common.sharePoster.save')}
          </Button>
        </>
      ) : (
        <div className="share-poster__loading" role="status" aria-live="polite">
          <Skeleton width={SHOWN_WIDTH} height={SHOWN_HEIGHT} radius={12} />
          <span className="share-poster__hint">{t('common.sharePoster.loading')}</span>
        </div>
      )}
    </section>
  );
}
