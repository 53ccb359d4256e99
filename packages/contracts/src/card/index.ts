export * from './cards.ts';
