import type { PageLink } from '@shop/contracts';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconChevronRight, IconSpeaker } from '../../../ui/icons.tsx';
import { pageLinkTarget } from './page-link.ts';
import './notice-bar.css';

/** The store's announcement line; a link when the merchant gave it one. */
export function NoticeBar({ text, link }: { text: string; link: PageLink | null }) {
  const target = link ? pageLinkTarget(link) : null;
  const body = (
    <>
      <span className="notice-bar__icon">
        <IconSpeaker size={16} />
      </span>
      <span className="notice-bar__text clamp-2">{text}</span>
      {target ? <IconChevronRight size={14} /> : null}
    </>
  );
  return target ? (
    <Link to={target.path} query={target.query} replace={target.tab} className="notice-bar">
      {body}
    </Link>
  ) : (
    <p className="notice-bar">{body}</p>
  );
}
