import { session } from '../../../lib/session/session.ts';
import { cartKeyForSignIn } from '../../cart/index.ts';

/** How the shopper got in; the page asks for an account choice after the ways that prove a phone. */
export type LoginWay = 'sms' | 'password' | 'email' | 'autoPhone';

/**
 * Runs a way in with the guest's cart key, so the server merges the guest cart, and installs the session it
 * answers. The guest's last cart changes reach the server first, so the merge takes them along.
 */
export async function logInWith(
  run: (cartKey: string | undefined) => Promise<{ token: string }>,
): Promise<void> {
  const cartKey = await cartKeyForSignIn();
  const { token } = await run(cartKey);
  session.signIn(token);
}
