import type { PageStructure } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { pageLinkTarget } from './page-link.ts';
import { useAutoAdvance } from './use-auto-advance.ts';
import './banner-carousel.css';

type BannerSection = Extract<PageStructure['sections'][number], { type: 'banner' }>;
type Banner = BannerSection['images'][number];

export const bannerIntervalMs = 4000;
// The banners are drawn 750×320; the frame keeps that ratio so nothing moves when they load.
const bannerWidth = 750;
const bannerHeight = 320;

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const onChange = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Slide({ banner, eager, label }: { banner: Banner; eager: boolean; label: string }) {
  const image = (
    <img
      className="banner__img"
      src={banner.imageUrl}
      alt={banner.title}
      width={bannerWidth}
      height={bannerHeight}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      draggable={false}
    />
  );
  const target = banner.link ? pageLinkTarget(banner.link) : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group by the ARIA carousel pattern.
    <div className="banner__slide" role="group" aria-roledescription="slide" aria-label={label}>
      {target ? (
        <Link to={target.path} query={target.query} replace={target.tab} className="banner__link">
          {image}
        </Link>
      ) : (
        image
      )}
    </div>
  );
}

/**
 * The home banners: a swipeable strip (native scroll snapping) that moves on every 4 s, pauses while touched,
 * hovered, focused or off screen, and has dots to jump to a slide. The first image is the page's largest
 * paint, so it loads eagerly with high priority when `priority` is set; the others load lazily.
 */
export function BannerCarousel({ section, priority }: { section: BannerSection; priority: boolean }) {
  const t = useT();
  const images = section.images;
  const trackRef = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState(false);
  const hidden = usePageHidden();
  const { index, goTo } = useAutoAdvance(images.length, bannerIntervalMs, held || hidden);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Index → scroll position (automatic moves and dots). A position already there is left alone.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const left = index * track.clientWidth;
    if (Math.abs(track.scrollLeft - left) < 2) return;
    track.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // Scroll position → index, once a swipe has settled (reading it mid-animation would fight the move).
  const onScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const landed = Math.round(track.scrollLeft / track.clientWidth);
      if (landed !== index) goTo(landed);
    }, 120);
  };

  if (images.length === 0) return null;
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('customize.banners')}
      onPointerEnter={hold}
      onPointerLeave={release}
      onPointerDown={hold}
      onPointerUp={release}
      onPointerCancel={release}
      onFocus={hold}
      onBlur={release}
    >
      <div className="banner__track no-scrollbar" ref={trackRef} onScroll={onScroll}>
        {images.map((banner, i) => (
          <Slide
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list; a picture may repeat.
            key={i}
            banner={banner}
            eager={priority && i === 0}
            label={t('customize.slideOf', { n: i + 1, count: images.length })}
          />
        ))}
      </div>
      {images.length > 1 ? (
        <div className="banner__dots">
          {images.map((_banner, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
              key={i}
              type="button"
              className="banner__dot"
              aria-label={t('customize.goToSlide', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
