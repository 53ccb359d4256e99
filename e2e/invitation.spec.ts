import { cardJourney, cardPhone } from './support/cards.ts';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// Invite-for-reward (issue 31, decision 076), on the demo chain's rules (100 points to the inviter when a friend
// registers through the link): member A opens the invite page and copies the link; member B, a new phone in a
// second browser context, opens it, sees who invited them and registers by logging in; A's rewards list then shows
// the reward for B and A's invite page counts one friend. In English and Simplified Chinese, at 375 px.
const words = {
  en: { reward: '100 points', forFriend: 'For inviting', invitedBy: 'invited you', accepted: 'You accepted' },
  'zh-CN': { reward: '100 积分', forFriend: '邀请', invitedBy: '邀请您加入', accepted: '您已接受' },
} as const;
type Lang = keyof typeof words;

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

function journey(lang: Lang, tag: string, phones: { a: string; b: string }) {
  cardJourney(
    'invitation',
    lang,
    tag,
    'a friend registers through the link and the inviter is rewarded',
    async (run) => {
      const { page, shot, request, browser, baseURL } = run;
      run.info.setTimeout(120_000);
      const w = words[lang];
      const a = run.member(phones.a);
      const b = run.member(phones.b);

      await logInBySms(page, request, a);
      let link = '';
      await test.step('A opens the invite page, sees the rules and copies the link', async () => {
        await page.goto('/#/subpackages/actions/invitation/invite');
        await expect(page.getByTestId('invite-rules')).toContainText(w.reward);
        await expect(page.getByTestId('invite-count')).toHaveText('0');
        await expect(page.getByTestId('invite-qr')).toBeVisible();
        link = await page.getByTestId('invite-link').inputValue();
        expect(link).toMatch(/#\/subpackages\/actions\/invitation\/enterShare\?inviterUid=\d+$/);
        await page.getByTestId('invite-copy').click();
        await shot('invite');
      });
      const shared = link.slice(link.indexOf('#') - 1);

      await test.step('B opens the link in another browser, sees who invited them, and registers', async () => {
        const friend = await cardPhone(browser, baseURL, tag);
        await friend.goto(shared);
        await expect(friend.getByTestId('enter-share-inviter')).toContainText(masked(a));
        await expect(friend.getByTestId('enter-share-inviter')).toContainText(w.invitedBy);
        await expect(friend.getByTestId('enter-share-login')).toBeVisible();
        await shot('landing', friend);
        await logInBySms(friend, request, b);
        await friend.goto(shared);
        await expect(friend.getByTestId('enter-share-state')).toContainText(w.accepted);
        await shot('accepted', friend);
        await friend.context().close();
      });

      await test.step("A's rewards list shows the reward for B, and the invite page counts one friend", async () => {
        await page.goto('/#/subpackages/actions/invitation/inviteReward');
        const row = page.getByTestId('invite-reward').first();
        await expect(row).toContainText(w.forFriend);
        await expect(row).toContainText(masked(b));
        await expect(row).toContainText(w.reward);
        await shot('rewards');
        await page.goto('/#/subpackages/actions/invitation/invite');
        await expect(page.getByTestId('invite-count')).toHaveText('1');
        await page.goto('/#/subpackages/actions/invitation/inviteRule');
        await expect(page.getByTestId('invite-binding')).toBeVisible();
        await shot('rules');
      });
    },
  );
}

journey('en', 'en-US', { a: '1376730001', b: '1376730002' });
journey('zh-CN', 'zh-CN', { a: '1376730011', b: '1376730012' });
