// @vitest-environment happy-dom
import type { PageSection } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { ActivityStrip } from './activity-strip.tsx';
import { ImageSection } from './image-section.tsx';
import { LinkShortcuts } from './link-shortcuts.tsx';
import { PageSections } from './page-sections.tsx';
import { paragraphsOf, TextSection } from './text-section.tsx';

type Of<T extends PageSection['type']> = Extract<PageSection, { type: T }>;

const links: Of<'linkShortcuts'> = {
  type: 'linkShortcuts',
  id: 'links',
  items: [
    { icon: '', title: 'Autumn menu', link: { type: 'page', id: 4, name: 'Autumn menu' } },
    { icon: '/i.svg', title: 'Coupons', link: { type: 'named', name: 'couponCenter' } },
    { icon: '', title: 'Lottery', link: { type: 'named', name: 'noSuchThing' } },
  ],
};
const strip: Of<'activityStrip'> = {
  type: 'activityStrip',
  id: 'acts',
  title: 'Earn and enjoy',
  items: [
    { activity: 'couponCenter', title: '', figure: 3 },
    { activity: 'pointsMall', title: 'Gifts', figure: 12 },
    { activity: 'checkIn', title: '', figure: null },
  ],
};

const page = memberPageTest();

describe('the composed sections of a page', () => {
  it('opens a custom page, a named link and a missing feature from link shortcuts', async () => {
    const { user } = page.render('/pages/index/index', <LinkShortcuts section={links} />);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(nav).getByText('A').getAttribute('aria-hidden')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: /Autumn menu/ }));
    expect(router.current()).toMatchObject({
      path: '/subpackages/customize/definePage/definePage',
      query: { pageid: '4', pagename: 'Autumn menu' },
    });
    await user.click(within(nav).getByRole('link', { name: /Coupons/ }));
    expect(router.current().path).toBe('/subpackages/coupons/coupon');
    await user.click(within(nav).getByRole('link', { name: /Lottery/ }));
    expect(router.current()).toMatchObject({ path: '/pages/error/index', query: { type: 'unavailable' } });
  });

  it('names activities in the app’s words unless the merchant gave one, with their live figures', async () => {
    const { user } = page.render('/pages/index/index', <ActivityStrip section={strip} />);
    screen.getByRole('heading', { name: 'Earn and enjoy' });
    expect(screen.getByTestId('activity-couponCenter').textContent).toBe('Coupons3 to claim');
    expect(screen.getByTestId('activity-pointsMall').textContent).toBe('Gifts12 gifts');
    expect(screen.getByTestId('activity-checkIn').textContent).toBe('Check in');
    await user.click(screen.getByTestId('activity-checkIn'));
    expect(router.current().path).toBe('/subpackages/actions/checkin');
  });

  it('keeps an image’s proportions and its link; splits a text into paragraphs', async () => {
    const image: Of<'image'> = {
      type: 'image',
      id: 'hero',
      imageUrl: '/media/banners/a.svg',
      alt: 'Fruit tea season',
      width: 750,
      height: 320,
      link: { type: 'named', name: 'allCategories' },
    };
    const text: Of<'text'> = {
      type: 'text',
      id: 't',
      title: 'Hello',
      text: 'One\nline.\n\n\nTwo.',
      align: 'center',
    };
    const { user } = page.render(
      '/pages/index/index',
      <>
        <ImageSection section={image} eager />
        <TextSection section={text} />
      </>,
    );
    const img = screen.getByRole('img', { name: 'Fruit tea season' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '750',
      '320',
      'eager',
    ]);
    screen.getByRole('heading', { name: 'Hello' });
    expect(paragraphsOf(text.text)).toEqual(['One\nline.', 'Two.']);
    expect(screen.getByTestId('text-t').querySelectorAll('p')).toHaveLength(2);
    await user.click(img);
    expect(router.current().path).toBe('/subpackages/category/pages/home/index');
  });

  it('draws a spacer of its height and loads the strips lazily', async () => {
    page.render(
      '/pages/index/index',
      <PageSections sections={[{ type: 'spacer', id: 's', height: 24 }, strip]} here="/pages/index/index" />,
    );
    expect((document.querySelector('[aria-hidden="true"][style]') as HTMLElement).style.height).toBe('24px');
    await screen.findByTestId('activity-pointsMall');
  });
});

describe('the composed sections in Traditional Chinese', () => {
  beforeAll(() => setLocale('zh-Hant'));
  afterAll(() => setLocale('en'));

  it('uses the app’s words for activities and figures', () => {
    page.render('/pages/index/index', <ActivityStrip section={strip} />);
    expect(screen.getByTestId('activity-couponCenter').textContent).toBe('領券中心3張可領');
  });
});
