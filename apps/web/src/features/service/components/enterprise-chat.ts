import { type ChatSupport, enterpriseChatSupport } from '../../../lib/client-capabilities.ts';
import { nativeBridge } from '../../../lib/native-bridge.ts';
import { platform } from '../../../lib/platform.ts';

/**
 * Opening the store's enterprise chat (SPEC §6 customer service type 2) where the client can: the native wrapper
 * through its bridge method `openEnterpriseChat`, the mini-program through its host page
 * `/pages/service/chat?url=…` (the web-view cannot open the chat itself). Elsewhere the page asks to upgrade.
 */

interface MiniProgramHost {
  wx?: { miniProgram?: { navigateTo?: (options: { url: string }) => void } };
}

export const nativeChatMethod = 'openEnterpriseChat';
export const miniProgramChatPage = '/pages/service/chat';

function miniProgramHost(): MiniProgramHost['wx'] {
  return typeof window === 'undefined' ? undefined : (window as unknown as MiniProgramHost).wx;
}

/** Whether, and how, this client opens the enterprise chat. */
export function chatSupportHere(): ChatSupport {
  const userAgent = globalThis.navigator?.userAgent ?? '';
  return enterpriseChatSupport(
    platform.kind,
    userAgent,
    typeof miniProgramHost()?.miniProgram?.navigateTo === 'function',
  );
}

/** A chat address the store may give: https only, so the setting can never run script in the app. */
export function safeChatUrl(chatUrl: string | undefined): string | null {
  if (!chatUrl) return null;
  try {
    const url = new URL(chatUrl);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Opens the chat the way `support` says; rejects when the host fails to (a BridgeError from the wrapper). */
export async function openEnterpriseChat(chatUrl: string, via: 'bridge' | 'miniProgram'): Promise<void> {
  if (via === 'bridge') {
    await nativeBridge().call(nativeChatMethod, { url: chatUrl });
    return;
  }
  miniProgramHost()?.miniProgram?.navigateTo?.({
    url: `${miniProgramChatPage}?url=${encodeURIComponent(chatUrl)}`,
  });
}
