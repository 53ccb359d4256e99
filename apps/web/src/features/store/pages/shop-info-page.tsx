import type { StoreInfo } from '@shop/contracts';
import { localTime, todaysHours } from '@shop/domain';
import { type Translate, useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag } from '../../../lib/i18n/locale.ts';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconPin } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IconClock, IconHeadset, IconMap, IconPhone } from '../../../ui/page-icons.tsx';
import { SettingsGroup, SettingsRow } from '../../../ui/settings-row.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StoreBadge } from '../../../ui/store-badge.tsx';
import { useStoreDetails } from '../api/store-details.ts';
import { telHref, weekdayName, weekHours, zoneDiffers, zoneOffsetLabel } from '../components/shop-hours.ts';
import { StoreCertificates } from '../components/store-certificates.tsx';
import { storePaths } from '../components/store-paths.ts';
import { useStore } from '../state/use-store.ts';
import './shop-info-page.css';

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function heroHours(allDay: boolean, today: string, t: Translate) {
  if (allDay) return t('store.info.allDay');
  return today ? t('store.todayHours', { hours: today }) : t('store.noHoursToday');
}

function Hero({ store, now }: { store: StoreInfo; now: Date }) {
  const t = useT();
  const weekday = localTime(now, store.timezone).weekday;
  const today = todaysHours(store.openingHours, store.timezone, now);
  const allDay = weekHours(store.openingHours).find((d) => d.weekday === weekday)?.allDay ?? false;
  return (
    <header className="shop-hero card">
      {store.logoUrl ? (
        <img className="shop-hero__logo" src={store.logoUrl} alt="" width={64} height={64} />
      ) : null}
      <h2 className="shop-hero__name" data-testid="shop-name">
        {store.storeName}
      </h2>
      <p className="shop-hero__state">
        <StoreBadge state={store} />
        <span>{heroHours(store.openingHours.length === 0 || allDay, today, t)}</span>
      </p>
    </header>
  );
}

/** The week's opening hours in the store's local time, today marked; the zone is named when it is not the device's. */
function Week({ store, now }: { store: StoreInfo; now: Date }) {
  const t = useT();
  const { locale } = useLocale();
  const tag = intlTag(locale);
  const today = localTime(now, store.timezone).weekday;
  const showZone = zoneDiffers(store.timezone, deviceZone(), now);
  return (
    <section className="shop-week card" aria-labelledby="shop-week-title">
      <h2 className="shop-week__title" id="shop-week-title">
        <IconClock size={18} />
        {t('store.info.hoursTitle')}
      </h2>
      {store.openingHours.length === 0 ? (
        <p className="shop-week__none">{t('store.info.allDay')}</p>
      ) : (
        <dl className="shop-week__days" data-testid="shop-hours">
          {weekHours(store.openingHours).map((day) => (
            <div
              key={day.weekday}
              className={`shop-week__day${day.weekday === today ? ' shop-week__day--today' : ''}`}
            >
              <dt>
                {weekdayName(day.weekday, tag)}
                {day.weekday === today ? (
                  <span className="shop-week__today">{t('store.info.today')}</span>
                ) : null}
              </dt>
              <dd>
                {day.allDay
                  ? t('store.info.allDay')
                  : day.spans.length > 0
                    ? day.spans.join(', ')
                    : t('store.info.closedDay')}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {showZone ? (
        <p className="shop-week__zone">
          {t('store.info.zoneNote', { zone: zoneOffsetLabel(store.timezone, tag, now) })}
        </p>
      ) : null}
    </section>
  );
}

function Contact({ store }: { store: StoreInfo }) {
  const t = useT();
  return (
    <SettingsGroup>
      {store.address ? (
        <SettingsRow
          icon={<IconPin size={20} />}
          title={t('store.info.address')}
          sub={store.address}
          to={storePaths.map}
          value={t('store.info.viewMap')}
          testId="shop-address"
        />
      ) : null}
      {store.tel ? (
        <a className="settings-row" href={telHref(store.tel)} data-testid="shop-tel">
          <span className="settings-row__icon">
            <IconPhone size={20} />
          </span>
          <span className="settings-row__text">
            <span className="settings-row__title">{t('store.info.phone')}</span>
            <span className="settings-row__sub">{store.tel}</span>
          </span>
          <span className="settings-row__value">{t('store.info.call')}</span>
        </a>
      ) : null}
      <SettingsRow
        icon={<IconHeadset size={20} />}
        title={t('service.title')}
        sub={t('store.info.serviceSub')}
        to={storePaths.customerService}
        testId="shop-service"
      />
      {!store.address ? (
        <SettingsRow icon={<IconMap size={20} />} title={t('store.map.title')} to={storePaths.map} />
      ) : null}
    </SettingsGroup>
  );
}

function InfoSkeleton() {
  return (
    <div className="shop-hero card" aria-hidden="true">
      <Skeleton width={64} height={64} radius={16} />
      <Skeleton width="60%" height={18} />
      <Skeleton width="40%" height={14} />
    </div>
  );
}

/**
 * Shop information (SPEC §2 account/information): the current store's name, logo, state, address, phone, hours,
 * and its licences and permits.
 */
export function ShopInfoPage() {
  const t = useT();
  const { info } = useStore();
  const details = useStoreDetails();
  const store = details.data ?? info;
  const now = new Date();
  let body = <InfoSkeleton />;
  if (store) {
    body = (
      <>
        <Hero store={store} now={now} />
        <Contact store={store} />
        <Week store={store} now={now} />
        <StoreCertificates storeId={store.storeId} />
      </>
    );
  } else if (details.isError) {
    body = <LoadFailed title={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
  }
  return (
    <div className="shop-info-page">
      <PageHeader title={t('store.info.title')} />
      {body}
    </div>
  );
}
