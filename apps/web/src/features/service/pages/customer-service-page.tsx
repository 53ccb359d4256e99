import type { CustomerService, StoreInfo } from '@shop/contracts';
import { isWithinOpeningHours, localTime } from '@shop/domain';
import { useState } from 'react';
import type { ChatSupport } from '../../../lib/client-capabilities.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm, toastError } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IconChat, IconClock, IconHeadset, IconPhone, IconStore } from '../../../ui/page-icons.tsx';
import { SettingsGroup, SettingsRow } from '../../../ui/settings-row.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { telHref, useStore, useStoreDetails } from '../../store/index.ts';
import { chatSupportHere, openEnterpriseChat, safeChatUrl } from '../components/enterprise-chat.ts';
import { servicePaths } from '../components/service-paths.ts';
import './customer-service-page.css';

/** The service hours, and whether the store's clock is inside them now. */
function Hours({ hours, timeZone }: { hours: CustomerService['hours']; timeZone: string }) {
  const t = useT();
  if (!hours) return null;
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ...hours }));
  const open = isWithinOpeningHours(days, localTime(new Date(), timeZone));
  return (
    <p className="service-card__hours" data-testid="service-hours">
      <IconClock size={16} />
      <span>{t('service.hours', { hours: `${hours.open}–${hours.close}` })}</span>
      <span className={`service-card__now${open ? ' service-card__now--open' : ''}`}>
        {t(open ? 'service.availableNow' : 'service.outsideHours')}
      </span>
    </p>
  );
}

function CallButton({ store }: { store: StoreInfo }) {
  const t = useT();
  if (!store.tel) return <p className="service-card__note">{t('service.noPhone')}</p>;
  return (
    <a className="btn btn--primary btn--lg btn--block" href={telHref(store.tel)} data-testid="service-call">
      <IconPhone size={18} />
      {t('service.call', { tel: store.tel })}
    </a>
  );
}

/** Type 1: the in-app service page, with the store's phone and service hours. */
function PhoneService({ store, service }: { store: StoreInfo; service: CustomerService }) {
  const t = useT();
  return (
    <section className="service-card card" data-testid="service-phone">
      <span className="service-card__art" aria-hidden="true">
        <IconHeadset size={34} />
      </span>
      <h2 className="service-card__title">{t('service.phoneTitle')}</h2>
      <p className="service-card__text">{t('service.phoneText', { store: store.storeName })}</p>
      <Hours hours={service.hours} timeZone={store.timezone} />
      <CallButton store={store} />
    </section>
  );
}

const upgradeHelp: Record<Extract<ChatSupport, { supported: false }>['reason'], MessageKey> = {
  web: 'service.upgrade.web',
  outdatedApp: 'service.upgrade.app',
  outdatedWechat: 'service.upgrade.wechat',
};

/** Type 2: the enterprise chat for members, where the client supports it; otherwise what to do instead. */
function ChatService({ store, service }: { store: StoreInfo; service: CustomerService }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const [notice, setNotice] = useState<{ title: string; help?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const chatUrl = safeChatUrl(service.chatUrl);

  const open = async () => {
    if (!isLoggedIn) {
      // The chat is tied to the member (SPEC §6: a member-only service mode).
      const goLogin = await confirm({
        title: t('common.loginNeeded'),
        message: t('errors.GO_LOGIN'),
        okText: t('account.member.loginButton'),
      });
      if (goLogin) {
        navigate(servicePaths.login, { redirect: servicePaths.customerService });
      }
      return;
    }
    if (!chatUrl) {
      setNotice({ title: t('errors.SERVICE_NOT_OPEN') });
      return;
    }
    const support = chatSupportHere();
    if (!support.supported) {
      setNotice({ title: t('errors.CLIENT_UPGRADE_REQUIRED'), help: t(upgradeHelp[support.reason]) });
      return;
    }
    setNotice(null);
    setBusy(true);
    try {
      await openEnterpriseChat(chatUrl, support.via);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="service-card card" data-testid="service-chat">
      <span className="service-card__art" aria-hidden="true">
        <IconChat size={34} />
      </span>
      <h2 className="service-card__title">{t('service.chatTitle')}</h2>
      <p className="service-card__text">{t('service.chatText', { store: store.storeName })}</p>
      <Hours hours={service.hours} timeZone={store.timezone} />
      <Button size="lg" block onClick={() => void open()} loading={busy} data-testid="service-open-chat">
        {t('service.openChat')}
      </Button>
      {notice ? (
        <div className="service-card__notice" role="alert" data-testid="service-notice">
          <p className="service-card__notice-title">{notice.title}</p>
          {notice.help ? <p>{notice.help}</p> : null}
          {store.tel ? (
            <a href={telHref(store.tel)} className="service-card__notice-call">
              <IconPhone size={16} />
              {t('service.call', { tel: store.tel })}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Customer service (SPEC §2 account/customerService, §6): the store's settings pick the way, type 1 the in-app
 * page with phone and hours, type 2 the enterprise chat.
 */
export function CustomerServicePage() {
  const t = useT();
  const { info } = useStore();
  const details = useStoreDetails();
  const store = details.data ?? info;
  const service: CustomerService = store?.settings.customerService ?? { type: 1 };
  let body = (
    <div className="service-card card" aria-hidden="true">
      <Skeleton width={72} height={72} radius={36} />
      <Skeleton width="60%" height={18} />
      <Skeleton height={48} radius={24} />
    </div>
  );
  if (store) {
    body =
      service.type === 2 ? (
        <ChatService store={store} service={service} />
      ) : (
        <PhoneService store={store} service={service} />
      );
  }
  return (
    <div className="service-page">
      <PageHeader title={t('service.title')} />
      {body}
      <SettingsGroup>
        <SettingsRow
          icon={<IconStore size={20} />}
          title={t('store.info.title')}
          sub={store?.storeName}
          to={servicePaths.shopInformation}
          testId="service-shop-info"
        />
      </SettingsGroup>
    </div>
  );
}
