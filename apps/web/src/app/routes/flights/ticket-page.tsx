import { useState } from 'react';
import { Link } from 'react-router';
import { Tag } from 'antd';
import {
  ArrowRightOutlined,
  CalendarOutlined,
  EditOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { LinkButton } from '../../../components/link-button';
import { paths } from '../../../config/paths';
import { useAirports } from '../../../features/flight-search/api/get-airports';
import { describePassengers } from '../../../features/flight-search/components/passenger-field';
import { findAirport } from '../../../features/flight-search/utils/airport-search';
import { loadSavedTicketSearch } from '../../../features/flight-search/utils/ticket-search-storage';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import styles from './ticket-page.module.css';

const TRIP_TYPE_LABEL: Record<TripType, string> = {
  [TripType.OneWay]: '单程',
  [TripType.RoundTrip]: '往返',
  [TripType.MultiLeg]: '多程',
};

/** The home page's search card, where the search is changed. */
const SEARCH_AGAIN = { pathname: paths.home.path, hash: 'flight-search' };

const longDate = (date: string) => (date ? dayjs(date).format('YYYY年M月D日 dddd') : '未选择');

function Place({ city, code, align }: { city: string; code: string; align: 'start' | 'end' }) {
  const { data: airports } = useAirports();
  const airport = findAirport(airports, code);
  return (
    <div className={align === 'start' ? styles.place : styles.placeEnd}>
      <span className={styles.city}>{city || '未选择'}</span>
      <span className={styles.airport}>
        {airport ? `${airport.airportName} ${airport.airportCode}` : code}
      </span>
    </div>
  );
}

function SearchSummary({ search, police }: { search: FlightSearchForm; police: boolean }) {
  const roundTrip = search.hasRt === TripType.RoundTrip;
  return (
    <section
      className={styles.card}
      aria-labelledby="ticket-search-title"
      data-testid="ticket-search-summary"
    >
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 id="ticket-search-title" className={styles.title}>
            {police ? '伤残军人/伤残人民警察优待票' : '机票查询'}
          </h1>
          <Tag color="blue" className={styles.tag} data-testid="ticket-trip-type">
            {TRIP_TYPE_LABEL[search.hasRt]}
          </Tag>
        </div>
        <LinkButton to={SEARCH_AGAIN} icon={<EditOutlined />}>
          修改查询
        </LinkButton>
      </header>

      <div className={styles.route} data-testid="ticket-route">
        <Place city={search.depCity} code={search.dep} align="start" />
        <span className={styles.routeArrow} aria-label={roundTrip ? '往返' : '至'}>
          {roundTrip ? <SwapOutlined /> : <ArrowRightOutlined />}
        </span>
        <Place city={search.arrCity} code={search.arr} align="end" />
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <CalendarOutlined aria-hidden="true" /> 出发日期
          </dt>
          <dd data-testid="ticket-departure-date">{longDate(search.flightDate)}</dd>
        </div>
        {roundTrip && (
          <div className={styles.fact}>
            <dt>
              <CalendarOutlined aria-hidden="true" /> 返程日期
            </dt>
            <dd data-testid="ticket-return-date">{longDate(search.endTime)}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>
            <TeamOutlined aria-hidden="true" /> 乘客
          </dt>
          <dd data-testid="ticket-passengers">{describePassengers(search)}</dd>
        </div>
      </dl>

      {police && (
        <p className={styles.heroNotice} data-testid="ticket-hero-notice">
          <SafetyCertificateOutlined aria-hidden="true" />
          <span>
            您正在预订伤残军人/伤残人民警察优待票：票价为同舱位全价的50%，订票时需填写《残疾军人证》或《伤残人民警察证》号码，乘机时请携带证件原件。
          </span>
        </p>
      )}
    </section>
  );
}

/** Where a search lands before anything was searched (a bookmark, a cleared browser). */
function NoSearch() {
  return (
    <section className={`${styles.card} ${styles.empty}`}>
      <SearchOutlined className={styles.emptyIcon} aria-hidden="true" />
      <h1 className={styles.title}>还没有查询条件</h1>
      <p className={styles.emptyText}>请先在首页选择出发城市、到达城市和日期。</p>
      <LinkButton type="primary" to={SEARCH_AGAIN}>
        去查询航班
      </LinkButton>
    </section>
  );
}

function TicketSearchPage({ police }: { police: boolean }) {
  useDocumentTitle(police ? '优待机票查询' : '机票查询');
  // Read once: the page shows the search that brought the visitor here.
  const [search] = useState(loadSavedTicketSearch);
  return (
    <div className={`jc-container ${styles.page}`}>
      <nav className={styles.crumbs} aria-label="当前位置">
        <Link to={paths.home.url()}>首页</Link>
        <span aria-hidden="true">/</span>
        <span>{police ? '优待机票' : '机票查询'}</span>
      </nav>
      {search ? <SearchSummary search={search} police={police} /> : <NoSearch />}
    </div>
  );
}

/** Ticket (SPEC section 2): search results, reached after the search is saved. */
export function TicketRoute() {
  return <TicketSearchPage police={false} />;
}

/** PoliceTicket (SPEC section 2): booking with the disabled military or police discount. */
export function PoliceTicketRoute() {
  return <TicketSearchPage police />;
}
