// The balance area's calls (DESIGN §2): the member payment code.
export * from './pay-code.ts';
