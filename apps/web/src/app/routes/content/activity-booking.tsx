import { useMemo } from 'react';
import type { AirportEntry } from '@jc/shared';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { restoreSavedSearch } from '@jc/shared/rules/flight-search';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { saveRouteSearch } from '@/features/special-fares';
import { placeName, useAirports } from '@/lib/airports';
import { readStoredTicketSearch } from '@/lib/ticket-search';
import styles from './activity-booking.module.css';

export interface ActivityRoute {
  from: AirportEntry;
  to: AirportEntry;
  /** 往返 ¥899 起, as the activity writes it. */
  fare: string;
}

// "杭州萧山—成都双流 往返 ¥899 起（新开航线）": the staff write an activity's routes as list items.
const ROUTE_LINE = /^\s*(\S+?)\s*[—–-]+\s*(\S+?)\s+(往返|单程)\s*(¥\s*[\d,]+\s*起)?/;

/**
 * The routes an activity offers. The activity carries no route field, only its text: each list
 * item written "出发机场—到达机场 往返/单程 ¥价格 起" whose two places are airports of the network
 * (城市 + 机场 as the airport's full name begins) is a route; anything else is left as prose.
 */
export function activityRoutes(html: string, airports: readonly AirportEntry[]): ActivityRoute[] {
  const airportOf = (place: string) =>
    place.length >= 2
      ? airports.find((a) => placeName(a.cityName, a.airportName).startsWith(place))
      : undefined;
  const items = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('li');
  return [...items].flatMap((item) => {
    const match = ROUTE_LINE.exec(item.textContent ?? '');
    const from = match && airportOf(match[1]!);
    const to = match && airportOf(match[2]!);
    if (!match || !from || !to || from.airportCode === to.airportCode) return [];
    return [{ from, to, fare: `${match[3]} ${match[4]?.replace(/\s+/g, ' ') ?? ''}`.trim() }];
  });
}

/**
 * 立即预订 at the foot of an activity: a 查航班 per route the activity offers, which opens the
 * Ticket page on that route (one way, on the day of the visitor's last search or today), and the
 * home search for any other trip.
 */
export function ActivityBooking({ content }: { content: string }) {
  const { data: airports } = useAirports();
  const routes = useMemo(() => (airports ? activityRoutes(content, airports) : []), [content, airports]);
  const searchRoute = ({ from, to }: ActivityRoute) => {
    const today = shanghaiDateOf(new Date());
    const { flightDate } = restoreSavedSearch(readStoredTicketSearch(), today);
    saveRouteSearch(
      {
        orgAirport: from.airportCode,
        dstAirport: to.airportCode,
        orgCityName: from.cityName,
        dstCityName: to.cityName,
      },
      flightDate,
    );
  };

  return (
    <section
      className={styles.booking}
      aria-labelledby="activity-booking-title"
      data-testid="activity-booking"
    >
      <h2 id="activity-booking-title" className={styles.title}>
        心动不如出发
      </h2>
      <p className={styles.lead}>
        {routes.length ? '选择活动航线，查看航班与实时票价。' : '查询航班与实时票价，开启这段旅程。'}
      </p>
      {routes.length > 0 && (
        <ul className={styles.routes}>
          {routes.map((route) => (
            <li key={`${route.from.airportCode}-${route.to.airportCode}`} className={styles.route}>
              <span className={styles.cities}>
                {route.from.cityName}
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
                <span className="jc-visually-hidden">至</span>
                {route.to.cityName}
              </span>
              {route.fare && <span className={styles.fare}>{route.fare}</span>}
              <LinkButton
                to={paths.ticket.url()}
                onClick={() => searchRoute(route)}
                data-testid="activity-route-search"
              >
                查航班
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      <LinkButton type="primary" size="large" to={{ pathname: paths.home.path, hash: '#flight-search' }}>
        {routes.length ? '查询其他航线' : '立即订票'}
      </LinkButton>
    </section>
  );
}
