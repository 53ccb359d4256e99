import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** What a card on sale says of itself (its product's description), under the buy page's terms title. */
export function ProductTerms({ text }: { text: string }) {
  const t = useT();
  if (!text) return null;
  return (
    <section className="card-section">
      <h2 className="card-section__title">{t('card.buy.terms')}</h2>
      <p className="card-section__text">{text}</p>
    </section>
  );
}
