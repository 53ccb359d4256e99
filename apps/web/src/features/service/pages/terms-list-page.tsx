import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IconDocument, IconShield } from '../../../ui/page-icons.tsx';
import { SettingsGroup, SettingsRow } from '../../../ui/settings-row.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useTermsList } from '../api/terms.ts';
import { servicePaths } from '../components/service-paths.ts';
import './terms-page.css';

function ListSkeleton() {
  return (
    <div className="settings-group__card card terms-list__skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="terms-list__skeleton-row">
          <Skeleton width={36} height={36} radius={10} />
          <div>
            <Skeleton width="55%" height={15} />
            <Skeleton width="35%" height={12} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The store's terms documents (SPEC §2 account/termsList), each opening its page. */
export function TermsListPage() {
  const t = useT();
  const list = useTermsList();
  let body = <ListSkeleton />;
  if (list.isError)
    body = <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data?.length === 0) body = <EmptyState title={t('service.terms.none')} />;
  else if (list.data) {
    body = (
      <SettingsGroup>
        {list.data.map((doc) => (
          <SettingsRow
            key={doc.id}
            icon={doc.kind === 'privacyPolicy' ? <IconShield size={20} /> : <IconDocument size={20} />}
            title={doc.title}
            sub={t('service.terms.updated', { date: formatDate(doc.updatedAt, 'short') })}
            to={servicePaths.terms}
            query={{ id: String(doc.id) }}
            testId={`terms-${doc.kind}`}
          />
        ))}
      </SettingsGroup>
    );
  }
  return (
    <div className="terms-page">
      <PageHeader title={t('service.terms.listTitle')} />
      <p className="terms-page__intro">{t('service.terms.intro')}</p>
      {body}
    </div>
  );
}
