// Page-structure validation (the contracts' own package may not import vitest, so their test lives with the server).
import { pageActivities, pageStructure, savedCustomPage, savedPageStructure } from '@shop/contracts';
import { namedLinkNames } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { customPageIdOf, parseSaved } from './saved-page.ts';

const composed = [
  {
    type: 'linkShortcuts',
    id: 'links',
    items: [
      {
        icon: '',
        title: 'Autumn',
        link: { type: 'page', id: 3 },
        translations: { 'zh-CN': { title: '秋季' } },
      },
      { icon: '/media/icons/cakes.svg', title: 'Coupons', link: { type: 'named', name: 'couponCenter' } },
    ],
  },
  { type: 'couponStrip', id: 'coupons', title: 'Coupons', templateIds: [1, 2], limit: 2 },
  {
    type: 'activityStrip',
    id: 'acts',
    title: '',
    items: [{ activity: 'checkIn', title: '', translations: { es: { title: 'Registro' } } }],
  },
  { type: 'image', id: 'img', imageUrl: '/a.svg', alt: 'A', width: 750, height: 320, link: null },
  { type: 'text', id: 'txt', title: '', text: 'One.\n\nTwo.', align: 'center' },
  { type: 'spacer', id: 'gap', height: 12 },
];

/** The first issue's path of a refused structure, joined with dots. */
function refusedAt(value: unknown): string {
  const parsed = savedPageStructure.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues[0]!.path.join('.');
}

describe('page structure validation', () => {
  it('accepts every composed section with its translations', () => {
    expect(savedPageStructure.safeParse({ sections: composed }).success).toBe(true);
  });

  it('offers only activities the named-link map knows', () => {
    for (const a of pageActivities) expect(namedLinkNames).toContain(a);
  });

  it.each([
    ['sections.0.height', { ...composed[5], height: 2 }],
    ['sections.0', { ...composed[5], colour: 'red' }],
    ['sections.0.width', { ...composed[3], width: 0 }],
    ['sections.0.imageUrl', { ...composed[3], imageUrl: '' }],
    ['sections.0.text', { ...composed[4], text: '' }],
    ['sections.0.text', { ...composed[4], text: 'x'.repeat(2001) }],
    ['sections.0.align', { ...composed[4], align: 'justify' }],
    ['sections.0.limit', { ...composed[1], limit: 0 }],
    ['sections.0.items', { ...composed[2], items: [] }],
    ['sections.0.items.0.activity', { ...composed[2], items: [{ activity: 'lottery', title: '' }] }],
    ['sections.0.items', { ...composed[0], items: [] }],
    [
      'sections.0.items.0.link.id',
      { ...composed[0], items: [{ icon: '', title: 'x', link: { type: 'page', id: -1 } }] },
    ],
    ['sections.0.items.0.link', { ...composed[0], items: [{ icon: '', title: 'x', link: null }] }],
    ['sections.0.translations', { ...composed[4], translations: { fr: { text: 'Un' } } }],
    ['sections.0.translations.es', { ...composed[4], translations: { es: { body: 'Uno' } } }],
  ])('refuses a section wrong at %s', (path, section) => {
    expect(refusedAt({ sections: [section] })).toBe(path);
  });

  it('refuses two sections with one id, and more than 30 sections', () => {
    expect(refusedAt({ sections: [composed[5], composed[5]] })).toBe('sections');
    const many = Array.from({ length: 31 }, (_, i) => ({ type: 'spacer', id: `s${i}`, height: 8 }));
    expect(refusedAt({ sections: many })).toBe('sections');
  });

  it('asks a custom page for a title, with its translations, and nothing else', () => {
    const page = {
      title: 'Autumn menu',
      translations: { 'zh-Hant': { title: '秋季菜單' } },
      sections: composed,
    };
    expect(savedCustomPage.safeParse(page).success).toBe(true);
    expect(savedCustomPage.safeParse({ ...page, title: ' ' }).success).toBe(false);
    expect(savedCustomPage.safeParse({ ...page, hidden: true }).success).toBe(false);
    expect(savedPageStructure.safeParse(page).success).toBe(false);
  });

  it('draws activities with their figure, and carries no translations', () => {
    const drawn = {
      sections: [
        {
          type: 'activityStrip',
          id: 'a',
          title: 'Earn',
          items: [{ activity: 'pointsMall', title: '', figure: 12 }],
        },
        { type: 'text', id: 't', title: '', text: 'Hi', align: 'start' },
      ],
    };
    expect(pageStructure.safeParse(drawn).success).toBe(true);
    const withTranslations = { sections: [{ ...drawn.sections[1], translations: {} }] };
    expect(pageStructure.safeParse(withTranslations).success).toBe(false);
  });

  it('checks a custom page’s structure by its own contract, any other page’s by the page one', () => {
    const page = { title: 'A', sections: [] };
    expect(parseSaved('define-4', page).success).toBe(true);
    expect(parseSaved('home', page).success).toBe(false);
    expect(parseSaved('home', { sections: [] }).success).toBe(true);
    expect([customPageIdOf('define-4'), customPageIdOf('home'), customPageIdOf('define-x')]).toEqual([
      4,
      null,
      null,
    ]);
  });
});
