import { useState } from 'react';
import { IconBox } from './icons.tsx';
import './product-image.css';

interface ProductImageProps {
  src: string;
  /** The product's name, or '' when the name is printed next to the picture anyway. */
  alt: string;
  /** The drawn size in CSS pixels (the picture is square); reserves the space before it loads. */
  size: number;
  /** Load at once (above the fold) instead of lazily. */
  eager?: boolean;
  /** The page's largest paint: fetched with high priority. */
  priority?: boolean;
  className?: string;
}

/** A square product picture that holds its space while loading and shows a neutral box if it fails. */
export function ProductImage({
  src,
  alt,
  size,
  eager = false,
  priority = false,
  className,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={['product-image', className].filter(Boolean).join(' ')}>
      {failed || !src ? (
        <span className="product-image__fallback">
          <IconBox size={Math.max(16, Math.round(size / 3))} title={alt || undefined} />
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
