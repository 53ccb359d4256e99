import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../components/address-form-rules.ts';
import { keepFormDraft, takeFormDraft } from './pin-return.ts';

describe('the form draft kept while the member is on the map', () => {
  it('is taken once, and only by the page it was left for', () => {
    keepFormDraft({ for: '/a', values: { ...emptyAddress, receiver: '王' }, pin: null });
    expect(takeFormDraft('/b')).toBeNull();
    expect(takeFormDraft('/a')?.values.receiver).toBe('王');
    expect(takeFormDraft('/a')).toBeNull();
  });
});
