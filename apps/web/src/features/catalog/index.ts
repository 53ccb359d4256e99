// The catalogue's public face: what the app layer starts ahead of its pages (their data while their code loads).
// Its pages are reached through the route table.
export { prefetchCategoryHome, prefetchProductDetail } from './api/prefetch.ts';
