import { IconTag } from '../../../ui/icons.tsx';
import { type Gifts, useGiftWords } from '../state/use-gift-words.ts';

/** A top-up's gifts as a list of lines with a gift mark; nothing when there are none. */
export function GiftLines(props: Gifts & { testId?: string }) {
  const words = useGiftWords()(props);
  if (words.length === 0) return null;
  return (
    <ul className="balance-gifts" data-testid={props.testId}>
      {words.map((line) => (
        <li key={line} className="balance-gifts__line">
          <IconTag size={14} />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
