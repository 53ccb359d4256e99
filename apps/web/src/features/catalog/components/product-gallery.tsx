import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import './product-gallery.css';

/** The detail page's pictures: a square, swipeable strip with a "2 / 4" counter; the first is the largest paint. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const unique = [...new Set(images)];
  const shown = unique.length > 0 ? unique : [''];
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section className="gallery" aria-label={t('catalog.product.pictures')}>
      <div className="gallery__track no-scrollbar" ref={track} onScroll={onScroll}>
        {shown.map((src, i) => (
          <ProductImage
            key={src}
            src={src}
            alt={i === 0 ? name : ''}
            size={480}
            priority={i === 0}
            className="gallery__slide"
          />
        ))}
      </div>
      {shown.length > 1 ? (
        <span className="gallery__count" aria-hidden="true">
          {Math.min(index + 1, shown.length)} / {shown.length}
        </span>
      ) : null}
    </section>
  );
}
