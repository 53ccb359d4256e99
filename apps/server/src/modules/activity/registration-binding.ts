import type { NewMemberHook } from '../account/index.ts';
import { tryBind } from './binding.ts';

/**
 * A member who registers through an invite link (the sign-up call carrying x-inviter-uid) is bound to that inviter
 * 'registration', with the 'registered' rewards, in the registering transaction. A binding the rules refuse
 * (oneself, a disabled inviter, a closed programme) is simply not made: it never stops the registration.
 */
export const bindAtRegistration: NewMemberHook = async (tx, member, at, joined) => {
  if (joined.inviterUid === null) return;
  await tryBind(tx, {
    memberId: member.id,
    inviterId: joined.inviterUid,
    via: 'registration',
    storeId: joined.storeId,
    at,
  });
};
