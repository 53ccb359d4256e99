// @vitest-environment happy-dom
import { storeFactEndpoints } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { certificatesRef, countryCodesRef } from '../api/store-facts.ts';
import { StoreCertificates } from './store-certificates.tsx';

const page = memberPageTest();

describe('the store’s licences and permits', () => {
  it('names the contract paths', () => {
    expect(certificatesRef.path).toBe(storeFactEndpoints.getEshopCertificate.path);
    expect(countryCodesRef.path).toBe(storeFactEndpoints.getCountryCodeList.path);
  });

  it('shows each certificate with its image, number, holder and validity', async () => {
    page.api({
      'Store/GetEshopCertificate': () => ({
        certificates: [
          {
            kind: 'business-licence',
            number: '91310106MA1FY3K200',
            holder: 'Amber Bakery',
            imageUrl: '/media/certificates/licence.svg',
            validUntil: '2030-12-31',
          },
          { kind: 'food-permit', number: 'JY1', holder: '', imageUrl: '', validUntil: null },
        ],
      }),
    });
    page.render('/subpackages/account/information', <StoreCertificates storeId={1001} />);
    const licence = await screen.findByTestId('shop-cert-business-licence');
    expect(licence.textContent).toContain('Business licence');
    expect(licence.textContent).toContain('No. 91310106MA1FY3K200');
    expect(licence.textContent).toContain('Holder: Amber Bakery');
    expect(licence.textContent).toContain('Valid until December 31, 2030');
    expect(screen.getByRole('img', { name: 'Business licence' }).getAttribute('src')).toBe(
      '/media/certificates/licence.svg',
    );
    expect(screen.getByTestId('shop-cert-food-permit').textContent).toBe('Food business permitNo. JY1');
    expect(page.calls[0]?.body).toEqual({ storeId: 1001 });
  });

  it('says when the store has published none', async () => {
    page.api({ 'Store/GetEshopCertificate': () => ({ certificates: [] }) });
    page.render('/subpackages/account/information', <StoreCertificates storeId={1001} />);
    await screen.findByText('This store has not published its licences yet');
  });
});
