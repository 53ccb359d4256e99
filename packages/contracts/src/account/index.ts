// The account area: the session and the ways in, passwords, the pay password, profile and privacy.
export * from './login.ts';
export * from './password.ts';
export * from './pay-password.ts';
export * from './privacy.ts';
export * from './profile.ts';
export * from './session.ts';
export * from './wechat.ts';
