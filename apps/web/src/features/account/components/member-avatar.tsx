import { textColourOn } from '@shop/domain';
import { IconUser } from '../../../ui/icons.tsx';
import './member-avatar.css';

const palette = ['#FE9A69', '#F2769A', '#7A9CF2', '#4DBA9A', '#B98AE6', '#E6B04D'];

/** A generated avatar's colours by member: a circle from the palette, the initial in the text colour that reads on it. */
export function avatarColours(uid: number): { background: string; color: string } {
  const background = palette[uid % palette.length] ?? '#FE9A69';
  return { background, color: textColourOn(background) };
}

/** The initial a generated avatar shows: the name's first letter, or null when it starts with none (a masked phone). */
export function avatarInitial(name: string): string | null {
  const first = Array.from(name.trim())[0] ?? '';
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase() : null;
}

/**
 * The member's photo, or a coloured circle with their initial (a person icon when the name has no letter).
 * `size` in px (64 by default); `src` shows another picture in its place (a preview before upload).
 */
export function MemberAvatar({
  name,
  photoPath,
  uid,
  size = 64,
}: {
  name: string;
  photoPath: string | null;
  uid: number;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.44) };
  if (photoPath) {
    return (
      <img
        className="member-avatar"
        src={photoPath}
        alt=""
        width={size}
        height={size}
        style={style}
        data-testid="member-avatar-photo"
      />
    );
  }
  const initial = avatarInitial(name);
  return (
    <span
      className="member-avatar member-avatar--generated"
      style={{ ...style, ...avatarColours(uid) }}
      data-testid="member-avatar-initial"
    >
      {initial ?? <IconUser size={Math.round(size / 2)} />}
    </span>
  );
}
