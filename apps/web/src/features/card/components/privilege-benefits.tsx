import type { PrivilegeTermsOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/**
 * What a privilege card gives: its discount on every order while it is valid (the settlement applies it, decision
 * 060), and each month's coupons by name, how many, and what each does. Member prices are not listed: the catalogue
 * has none to apply, and the page promises only what the member gets.
 */
export function PrivilegeBenefits({ terms, titleId }: { terms: PrivilegeTermsOut; titleId: string }) {
  const t = useT();
  return (
    <section className="card-section" aria-labelledby={titleId} data-testid="privilege-benefits">
      <h2 className="card-section__title" id={titleId}>
        {t('card.privilege.benefits')}
      </h2>
      {terms.benefit.discountRate !== null ? (
        <p className="card-section__text privilege-discount" data-testid="privilege-discount">
          {t('card.privilege.discountEveryOrder', { off: 100 - terms.benefit.discountRate })}
        </p>
      ) : null}
      {terms.coupons.length === 0 ? (
        <p className="card-section__text">{t('card.privilege.noCoupons')}</p>
      ) : (
        <ul className="privilege-benefits">
          {terms.coupons.map((c) => (
            <li key={c.templateId} className="privilege-benefit" data-testid="privilege-benefit">
              <span className="privilege-benefit__name">
                {t('card.privilege.couponEachMonth', { count: c.count, name: c.name })}
              </span>
              {c.description ? <span className="privilege-benefit__text">{c.description}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
