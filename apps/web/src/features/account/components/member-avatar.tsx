import { IconUser } from '../../../ui/icons.tsx';

const palette = ['#FE9A69', '#F2769A', '#7A9CF2', '#4DBA9A', '#B98AE6', '#E6B04D'];

/** The initial a generated avatar shows: the name's first letter, or null when it starts with none (a masked phone). */
export function avatarInitial(name: string): string | null {
  const first = Array.from(name.trim())[0] ?? '';
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase() : null;
}

/** The member's photo, or a coloured circle with their initial (a person icon when the name has no letter). */
export function MemberAvatar({
  name,
  photoPath,
  uid,
}: {
  name: string;
  photoPath: string | null;
  uid: number;
}) {
  if (photoPath) {
    return <img className="member-avatar" src={photoPath} alt="" width={64} height={64} />;
  }
  const initial = avatarInitial(name);
  return (
    <span
      className="member-avatar member-avatar--generated"
      style={{ background: palette[uid % palette.length] }}
    >
      {initial ?? <IconUser size={32} />}
    </span>
  );
}
