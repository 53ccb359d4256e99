import type { CardKind, CardSingletype, MemberCardOut, MyCardTab } from '@shop/contracts';
import type { ReactNode } from 'react';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { PagedList } from '../../coupon/index.ts';
import { useMyCards } from '../api/my-cards.ts';
import { useCardProducts } from '../api/products.ts';
import { minePath } from '../state/card-paths.ts';
import { ProductRow } from './product-row.tsx';

/** What one kind's tab says: a state's name, the tab bar's name and what an empty state says. */
export interface CardsTabWords<Tab extends MyCardTab> {
  tab: (tab: Tab) => string;
  tabs: string;
  empty: (tab: Tab) => string;
}

export interface CardsTabProps<Tab extends MyCardTab> {
  singletype: CardSingletype;
  /** The states this kind has, the first being where the tab opens. */
  tabs: readonly Tab[];
  /** My coupons' query naming this kind, kept when another state is picked. */
  query: Readonly<Record<string, string>>;
  words: CardsTabWords<Tab>;
  /** Test ids: the state tabs' prefix and the list's id. */
  testPrefix: string;
  listTestId: string;
  row: (card: MemberCardOut) => ReactNode;
  /** Between the state tabs and the list (the prepaid tab's bind link). */
  lead?: ReactNode;
  /** Under the list: what the store sells of this kind. */
  onSale: ReactNode;
}

function pickTab<Tab extends MyCardTab>(tabs: readonly Tab[], value: string | undefined): Tab {
  return tabs.find((tab) => tab === value) ?? (tabs[0] as Tab);
}

/** The states' tabs with each one's count once the list has answered (the answer carries every state's). */
function StateTabs<Tab extends MyCardTab>({ tab, props }: { tab: Tab; props: CardsTabProps<Tab> }) {
  const { singletype, tabs, query, words, testPrefix } = props;
  const counts = useMyCards(singletype, tab).data?.pages[0]?.counts;
  return (
    <Tabs
      tabs={tabs.map((id) => ({ id, label: counts ? `${words.tab(id)} (${counts[id]})` : words.tab(id) }))}
      current={tab}
      label={words.tabs}
      onPick={(next) => redirect(minePath, { ...query, tab: next })}
      testPrefix={testPrefix}
    />
  );
}

/**
 * One kind's tab of My coupons (registered by pages/my-coupon-tabs.ts): the member's cards of that kind in the state
 * the query names, page after page in the server's order, each drawn by the kind's row, and what is on sale under
 * them. The kinds differ only in their states, words, rows and what they sell, so they share this frame.
 */
export function CardsTab<Tab extends MyCardTab>(props: CardsTabProps<Tab>) {
  const tab = pickTab(props.tabs, useRoute().query.tab);
  return (
    <>
      <StateTabs tab={tab} props={props} />
      {props.lead}
      <PagedList
        list={useMyCards(props.singletype, tab)}
        rows={(page) => page.cards}
        label={props.words.tab(tab)}
        testId={props.listTestId}
        empty={<EmptyState title={props.words.empty(tab)} />}
      >
        {(card) => <li key={card.id}>{props.row(card)}</li>}
      </PagedList>
      {props.onSale}
    </>
  );
}

/** The section the store's cards on sale stand in, under a kind's list; nothing when none is sold. */
export function OnSaleSection({
  title,
  titleId,
  testId,
  children,
}: {
  title: string;
  titleId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="card-on-sale" aria-labelledby={titleId}>
      <h2 className="card-on-sale__title" id={titleId}>
        {title}
      </h2>
      <ul className="card-list" data-testid={testId}>
        {children}
      </ul>
    </section>
  );
}

/** The pass or prepaid cards the store sells online, each leading to its buy page. */
export function CardsOnSale({
  kind,
  title,
  titleId,
  testId,
}: {
  kind: CardKind;
  title: string;
  titleId: string;
  testId: string;
}) {
  const products = useCardProducts(kind).data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <OnSaleSection title={title} titleId={titleId} testId={testId}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductRow product={product} />
        </li>
      ))}
    </OnSaleSection>
  );
}
