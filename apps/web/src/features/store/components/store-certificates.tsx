import type { CertificateOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useCertificates } from '../api/store-facts.ts';

function Certificate({ c }: { c: CertificateOut }) {
  const t = useT();
  return (
    <li className="shop-cert" data-testid={`shop-cert-${c.kind}`}>
      {c.imageUrl ? (
        <a href={c.imageUrl} target="_blank" rel="noreferrer" className="shop-cert__image">
          <img src={c.imageUrl} alt={t(`store.info.${c.kind}`)} loading="lazy" width={96} height={68} />
        </a>
      ) : null}
      <span className="shop-cert__text">
        <strong>{t(`store.info.${c.kind}`)}</strong>
        <span>{t('store.info.certNumber', { number: c.number })}</span>
        {c.holder ? <span>{t('store.info.certHolder', { holder: c.holder })}</span> : null}
        {c.validUntil ? (
          <span>
            {t('store.info.certValidUntil', {
              date: formatDate(c.validUntil, 'longDay', { timeZone: 'UTC' }),
            })}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The store's licences and permits on its information page (SPEC §7 GetEshopCertificate; decision 044): each with
 * its image (opened full size), number, holder and validity. Nothing is shown while loading or when the call fails;
 * a store without any says so.
 */
export function StoreCertificates({ storeId }: { storeId: number }) {
  const t = useT();
  const certs = useCertificates(storeId);
  if (!certs.data) return null;
  return (
    <section className="shop-week card" aria-labelledby="shop-certs-title" data-testid="shop-certificates">
      <h2 className="shop-week__title" id="shop-certs-title">
        {t('store.info.certificates')}
      </h2>
      {certs.data.certificates.length === 0 ? (
        <p className="shop-cert__none">{t('store.info.noCertificates')}</p>
      ) : (
        <ul className="shop-certs">
          {certs.data.certificates.map((c) => (
            <Certificate key={c.kind} c={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
