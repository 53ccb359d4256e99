import type { PageSection } from '@shop/contracts';
import './composed-sections.css';

type Section = Extract<PageSection, { type: 'text' }>;

/** The paragraphs of a text (a blank line starts a new one); single line breaks are kept. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Paragraphs keyed by where they start (they have no id, and a text may repeat one). */
function keyed(paragraphs: string[]) {
  let at = 0;
  return paragraphs.map((text) => {
    const key = at;
    at += text.length + 1;
    return { key, text };
  });
}

/** A text section: an optional heading and the merchant's paragraphs, in the shopper's language. */
export function TextSection({ section }: { section: Section }) {
  return (
    <section className={`text-section text-section--${section.align}`} data-testid={`text-${section.id}`}>
      {section.title ? <h2 className="composed__title">{section.title}</h2> : null}
      {keyed(paragraphsOf(section.text)).map(({ key, text }) => (
        <p key={key} className="text-section__p">
          {text}
        </p>
      ))}
    </section>
  );
}
