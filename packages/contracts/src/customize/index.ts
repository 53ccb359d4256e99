// The customize area: the pages a store lays out (page structures, custom pages, links) and the home page's defaults.
export * from './custom-pages.ts';
export * from './home-defaults.ts';
export * from './page-link.ts';
export * from './page-structure.ts';
export * from './scene-codes.ts';
export * from './sections.ts';
export * from './tab-bar.ts';
