import { Empty, Skeleton, Tag } from 'antd';
import type { FlightStatusItem } from '@jc/shared';
import { formatDuration, localMinutesBetween } from '@jc/shared/rules/dates';
import { QueryError } from '@/components/query-error';
import { RouteLine } from '@/components/route-line';

import { placeName } from '@/lib/airports';
import { FollowButton } from './follow-button';
import styles from './flight-status-results.module.css';

/** The status colours passengers know from airport boards: blue planned, green flown, orange late, red cancelled. */
const STATUS_COLOR: Record<FlightStatusItem['status'], string> = {
  计划: 'blue',
  起飞: 'green',
  到达: 'green',
  延误: 'orange',
  取消: 'red',
  备降: 'purple',
};

const clock = (local: string | null) => (local ? local.slice(11) : '--:--');
const dayShift = (local: string | null, flightDate: string) =>
  local && local.slice(0, 10) > flightDate ? '+1' : '';

/** One end of the route: city, airport, and the planned time with the expected or actual one. */
function RouteEnd({
  city,
  airportName,
  label,
  scheduled,
  estimated,
  actual,
  flightDate,
}: {
  city: string;
  airportName: string;
  label: string;
  scheduled: string;
  estimated: string | null;
  actual: string | null;
  flightDate: string;
}) {
  const changed = estimated !== null && estimated !== scheduled;
  return (
    <div className={styles.end}>
      <span className={styles.city}>{city}</span>
      <span className={styles.airport}>{placeName(city, airportName)}</span>
      <dl className={styles.times}>
        <dt>计划{label}</dt>
        <dd className={changed && !actual ? styles.struck : undefined}>
          {clock(scheduled)}
          <sup>{dayShift(scheduled, flightDate)}</sup>
        </dd>
        {actual ? (
          <>
            <dt>实际{label}</dt>
            <dd className={styles.actual}>
              {clock(actual)}
              <sup>{dayShift(actual, flightDate)}</sup>
            </dd>
          </>
        ) : (
          <>
            <dt>预计{label}</dt>
            <dd className={changed ? styles.late : undefined}>
              {clock(estimated)}
              <sup>{dayShift(estimated, flightDate)}</sup>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

function FlightStatusCard({ flight }: { flight: FlightStatusItem }) {
  return (
    <article className={styles.card} data-testid="flight-status-card" data-status={flight.status}>
      <header className={styles.head}>
        <strong className={styles.flightNo}>{flight.flightNo}</strong>
        <span className={styles.meta}>
          {flight.flightDate} · {flight.aircraftName}
        </span>
        <Tag color={STATUS_COLOR[flight.status]} className={styles.status} data-testid="flight-status">
          {flight.status}
        </Tag>
      </header>
      <div className={styles.route}>
        <RouteEnd
          city={flight.depCityName}
          airportName={flight.depAirportName}
          label="起飞"
          scheduled={flight.scheduledDeparture}
          estimated={flight.estimatedDeparture}
          actual={flight.actualDeparture}
          flightDate={flight.flightDate}
        />
        <span className={styles.middle}>
          <span className={styles.duration} data-testid="flight-status-duration">
            {formatDuration(localMinutesBetween(flight.scheduledDeparture, flight.scheduledArrival))}
          </span>
          <RouteLine />
        </span>
        <RouteEnd
          city={flight.arrCityName}
          airportName={flight.arrAirportName}
          label="到达"
          scheduled={flight.scheduledArrival}
          estimated={flight.estimatedArrival}
          actual={flight.actualArrival}
          flightDate={flight.flightDate}
        />
      </div>
      <footer className={styles.foot}>
        <span>登机口 {flight.gate ?? '--'}</span>
        {flight.delayMinutes > 0 && (
          <span className={styles.lateNote}>延误约 {flight.delayMinutes} 分钟</span>
        )}
        {flight.delayReason && <span>原因：{flight.delayReason}</span>}
        {flight.status === '取消' && <span>航班已取消，已购票旅客可办理免费退票或改签。</span>}
        <span className={styles.follow}>
          <FollowButton flight={flight} />
        </span>
      </footer>
    </article>
  );
}

/** The answer of a flight status search: a card per flight, or why there is none. */
export function FlightStatusResults({
  query,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: FlightStatusItem[];
    refetch: () => unknown;
  };
}) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (query.isError) {
    return <QueryError query={query} title="航班动态查询失败" />;
  }
  if (!query.data?.length) {
    return (
      <Empty description="未查询到航班信息，请核对航班号、航线和日期" data-testid="flight-status-empty" />
    );
  }
  return (
    <div className={styles.list} data-testid="flight-status-results">
      {query.data.map((f) => (
        <FlightStatusCard key={`${f.flightNo}@${f.flightDate}`} flight={f} />
      ))}
    </div>
  );
}
