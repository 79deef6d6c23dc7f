import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { FLIGHT_HORIZON, TripType } from '@jc/shared/constants';
import { addCalendarDays, shanghaiDateOf } from '@jc/shared/rules/dates';
import { Button, ButtonLink } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/choice';
import { CountBadge } from '@/components/ui/count-badge';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { encodeSelection } from '@/features/booking';
import { loadModifySearchPanel } from '@/features/flight-search';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useTicketQuery } from '../api/query-tickets';
import { useLegPicks } from '../hooks/use-leg-picks';
import { useResultsSearch } from '../hooks/use-results-search';
import { searchLegs } from '../lib/stored-search';
import {
  filterOffers,
  hasFilters,
  NO_FILTERS,
  sortOffers,
  SORTS,
  type OfferFilters,
  type SortKey,
} from '../lib/offers';
import { DateStrip } from './date-strip';
import { FilterPanel } from './filter-panel';
import { FlightCard } from './flight-card';
import { EmptyResults, ResultsError, ResultsSkeleton } from './result-states';
import { SearchSummary, shortDate } from './search-summary';
import { PickedLeg, SelectionSummary, type LegHeading } from './selection-summary';
import styles from './ticket-results.module.css';

// The 修改 panel (the whole search form) only when it is opened: the results come first.
const ModifySearchPanel = lazy(() => loadModifySearchPanel().then((m) => ({ default: m.ModifySearchPanel })));

/** The home page's search card. */
const SEARCH_AGAIN = { pathname: paths.home.path, hash: 'flight-search' };

function NoSearch() {
  return (
    <section className={styles.noSearch}>
      <Icon icon={SearchOutlined} className={styles.noSearchIcon} aria-hidden="true" />
      <h1>还没有查询条件</h1>
      <p>请先在首页选择出发城市、到达城市和日期。</p>
      <ButtonLink variant="primary" to={SEARCH_AGAIN}>
        去查询航班
      </ButtonLink>
    </section>
  );
}

const legLabel = (hasRt: TripType, index: number) =>
  hasRt === TripType.RoundTrip
    ? index === 0
      ? '去程'
      : '返程'
    : hasRt === TripType.MultiLeg
      ? `第${index + 1}程`
      : '航班';

/** The Ticket page: the search, the day strip, and each leg's flights to choose from. */
export function TicketResults({ police }: { police: boolean }) {
  const { search, replace, setLegDate, request } = useResultsSearch(police);
  const [editing, setEditing] = useState(() => search !== null && request === null);
  const query = useTicketQuery(request);
  const legs = search ? searchLegs(search) : [];
  const headings: LegHeading[] = legs.map((leg, i) => ({
    label: legLabel(search?.form.hasRt ?? TripType.OneWay, i),
    depCity: leg.depCity,
    arrCity: leg.arrCity,
    flightDate: leg.flightDate,
  }));
  const selection = useLegPicks(legs.length, JSON.stringify(request));
  const phoneSummaryRef = useRef<HTMLDivElement>(null);
  const active = selection.active;
  const [sort, setSort] = useState<SortKey>('departure');
  const [filterState, setFilterState] = useState<{ leg: number; filters: OfferFilters }>({
    leg: 0,
    filters: NO_FILTERS,
  });
  const filters = filterState.leg === active ? filterState.filters : NO_FILTERS;
  const setFilters = (next: OfferFilters) => setFilterState({ leg: active, filters: next });
  const [expanded, setExpanded] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const onContinue = (total: number) => {
    if (!request || !selection.complete) return;
    const sel = encodeSelection({
      hasRt: request.hasRt,
      legs: selection.picks.map((p) => ({ offerId: p!.offer.id, familyCode: p!.price.familyCode })),
      hero: request.hero,
      adultNum: request.adultNum,
      childNum: request.childNum,
      infantNum: request.infantNum,
      expectedTotal: total,
    });
    void navigate(paths.booking.url(sel));
  };

  if (!search) {
    return (
      <div className={`jc-container ${styles.page}`}>
        <NoSearch />
      </div>
    );
  }

  const today = shanghaiDateOf(new Date());
  const lastDay = addCalendarDays(today, FLIGHT_HORIZON.daysAhead);
  const leg = legs[active];
  const legResult = query.data?.legs[active];
  const offers = legResult ? sortOffers(filterOffers(legResult.offers, filters), sort) : [];
  const families = query.data?.fareFamilies ?? [];
  const minDate =
    active > 0 && legs[active - 1]?.flightDate
      ? legs[active - 1]!.flightDate > today
        ? legs[active - 1]!.flightDate
        : today
      : today;
  const filterCount =
    filters.bands.length + filters.airports.length + filters.aircraft.length + (filters.directOnly ? 1 : 0);

  const onSearch = (next: Parameters<typeof replace>[0]) => {
    replace(next);
    setEditing(false);
    setExpanded(null);
  };

  const filterPanel = legResult ? (
    <FilterPanel offers={legResult.offers} filters={filters} onChange={setFilters} />
  ) : null;
  // Drawn twice: in the sidebar on a wide screen, under the flights on a phone (CSS shows one).
  const summary = (
    <SelectionSummary
      headings={headings}
      picks={selection.picks}
      complete={selection.complete}
      onContinue={onContinue}
    />
  );

  return (
    <div className={`jc-container ${styles.page}`}>
      <nav className={styles.crumbs} aria-label="当前位置">
        <Link to={paths.home.url()}>首页</Link>
        <span aria-hidden="true">/</span>
        <span>{police ? '优待机票' : '机票查询'}</span>
      </nav>

      <SearchSummary
        search={search}
        police={police}
        editing={editing}
        onToggleEdit={() => setEditing(!editing)}
      >
        <Suspense fallback={<PageLoading minHeight={200} />}>
          <ModifySearchPanel key={JSON.stringify(search)} search={search} onSearch={onSearch} />
        </Suspense>
      </SearchSummary>

      {legs.length > 1 && (
        <ol className={styles.steps} aria-label="选择步骤">
          {headings.map((h, i) => (
            <li
              key={i}
              className={`${styles.step} ${i === active ? styles.stepActive : ''} ${selection.picks[i] ? styles.stepDone : ''}`}
              aria-current={i === active ? 'step' : undefined}
            >
              <span className={styles.stepNo}>{i + 1}</span>
              <span>
                选择{h.label}
                <span className={styles.stepRoute}>
                  {h.depCity || '?'} → {h.arrCity || '?'} · {shortDate(h.flightDate)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}

      {request === null ? (
        <div className={styles.incomplete} data-testid="results-incomplete">
          {search.form.hasRt === TripType.MultiLeg
            ? '多程需至少2程：请在上方“修改”中填写每一程的出发、到达城市和日期后重新查询。'
            : '查询条件不完整，请点击“修改”补全后重新查询。'}
        </div>
      ) : (
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            {summary}
            {filterPanel && <div className={styles.filterCard}>{filterPanel}</div>}
          </aside>

          <main className={styles.main} data-testid="results-main" data-leg={active}>
            {headings.map((h, i) => {
              const pick = selection.picks[i];
              return i !== active && pick ? (
                <PickedLeg key={i} heading={h} pick={pick} onReopen={() => selection.reopen(i)} />
              ) : null;
            })}

            {leg && (
              <DateStrip
                key={`${active}-${leg.flightDate}`}
                date={leg.flightDate}
                minDate={minDate}
                maxDate={lastDay}
                route={{ dep: leg.dep, arr: leg.arr }}
                showFares={!police}
                onPick={(date) => {
                  setExpanded(null);
                  setLegDate(active, date);
                }}
              />
            )}

            <div className={styles.toolbar}>
              <div className={styles.legTitle} data-testid="results-leg-title">
                {legs.length > 1 && <span className={styles.legBadge}>{headings[active]?.label}</span>}
                <strong>
                  {leg?.depCity} → {leg?.arrCity}
                </strong>
                <span className={styles.muted}>
                  {leg && shortDate(leg.flightDate)}
                  {legResult && ` · 共${offers.length}个航班`}
                </span>
              </div>
              <RadioGroup<SortKey>
                look="segmented"
                className={styles.sort}
                value={sort}
                onChange={setSort}
                options={SORTS.map((s) => ({
                  value: s.key,
                  label: <span data-testid={`sort-${s.key}`}>{s.label}</span>,
                }))}
                aria-label="排序"
              />
              <CountBadge count={filterCount} className={styles.filterButton}>
                <Button
                  icon={<Icon icon={FilterOutlined} aria-hidden="true" />}
                  onClick={() => setDrawerOpen(true)}
                  data-testid="open-filters"
                >
                  筛选
                </Button>
              </CountBadge>
            </div>

            {query.isPending ? (
              <ResultsSkeleton />
            ) : query.isError ? (
              <ResultsError
                error={query.error}
                onRetry={() => void query.refetch()}
                onModify={() => setEditing(true)}
              />
            ) : offers.length === 0 ? (
              <EmptyResults filtered={hasFilters(filters)} onClearFilters={() => setFilters(NO_FILTERS)} />
            ) : (
              <div className={styles.list} data-testid="flight-list" aria-busy={query.isFetching}>
                {offers.map((offer) => {
                  const pick = selection.picks[active];
                  return (
                    <FlightCard
                      key={offer.id}
                      offer={offer}
                      families={families}
                      expanded={expanded === offer.id}
                      onToggle={() => setExpanded(expanded === offer.id ? null : offer.id)}
                      pickedFamily={pick?.offer.id === offer.id ? pick.price.familyCode : null}
                      onPick={(price) => {
                        const last = legs.every((_, i) => i === active || selection.picks[i]);
                        selection.pick(active, { offer, price });
                        setExpanded(null);
                        // The next leg's flights are at the top; with every leg chosen, a phone's
                        // next step is the summary under the list, so it comes into view instead.
                        const phoneSummary = phoneSummaryRef.current;
                        if (last && phoneSummary && phoneSummary.offsetParent !== null)
                          requestAnimationFrame(() =>
                            phoneSummary.scrollIntoView({ behavior: 'smooth', block: 'end' }),
                          );
                        else window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                    />
                  );
                })}
              </div>
            )}
            <div className={styles.phoneSummary} ref={phoneSummaryRef} data-testid="phone-summary">
              {summary}
            </div>
          </main>
        </div>
      )}

      <Dialog
        title="筛选航班"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        className={styles.filterSheet}
        classNames={{ box: styles.filterSheetBox }}
        footer={
          <Button variant="primary" block onClick={() => setDrawerOpen(false)}>
            查看{offers.length}个航班
          </Button>
        }
      >
        {/* Drawn while open only: the sidebar holds the same panel on wide screens. */}
        {drawerOpen && filterPanel}
      </Dialog>
    </div>
  );
}
