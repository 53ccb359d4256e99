// The customize area: the pages a store lays out (page structures, links) and the home page's defaults.
export * from './home-defaults.ts';
export * from './page-structure.ts';
export * from './tab-bar.ts';
