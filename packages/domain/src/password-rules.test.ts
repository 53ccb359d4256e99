import { describe, expect, it } from 'vitest';
import {
  isPasswordLocked,
  isValidMemberPassword,
  MEMBER_PASSWORD_LENGTH,
  PASSWORD_ADDRESS_MAX_FAILURES,
  PASSWORD_MEMBER_MAX_FAILURES,
} from './password-rules.ts';

describe('member password format', () => {
  it('is six characters', () => {
    expect(MEMBER_PASSWORD_LENGTH).toBe(6);
  });

  it.each(['abc123', 'ABCDEF', '000000', '!@#$%^', 'a~b|c}', 'Z9_-.,'])('accepts %j', (pw) => {
    expect(isValidMemberPassword(pw)).toBe(true);
  });

  it.each([
    ['too short', 'abc12'],
    ['too long', 'abc1234'],
    ['empty', ''],
    ['a space', 'abc 12'],
    ['a tab', 'abc\t12'],
    ['a non-ASCII letter', 'abcé12'],
    ['a Chinese character', '密码1234'],
    ['a full-width digit', 'abc１23'],
    ['a trailing newline', 'abc12\n'],
  ])('refuses %s', (_label, pw) => {
    expect(isValidMemberPassword(pw)).toBe(false);
  });
});

describe('password lock-out', () => {
  it('locks a member at the member limit', () => {
    expect(isPasswordLocked({ memberFailures: PASSWORD_MEMBER_MAX_FAILURES - 1, addressFailures: 0 })).toBe(
      false,
    );
    expect(isPasswordLocked({ memberFailures: PASSWORD_MEMBER_MAX_FAILURES, addressFailures: 0 })).toBe(true);
  });

  it('locks an address at the address limit', () => {
    expect(isPasswordLocked({ memberFailures: 0, addressFailures: PASSWORD_ADDRESS_MAX_FAILURES - 1 })).toBe(
      false,
    );
    expect(isPasswordLocked({ memberFailures: 0, addressFailures: PASSWORD_ADDRESS_MAX_FAILURES })).toBe(
      true,
    );
  });
});
