import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Skeleton } from 'antd';
import type { FlashSaleRoute as SaleRoute, TicketQueryRequest } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { encodeSelection } from '@/features/booking';
import { ticketQueryOptions } from '@/features/flight-results';
import { saveRouteSearch } from '@/features/special-fares';
import styles from './flash-sale.module.css';

export interface FlashPick {
  route: SaleRoute;
  date: string;
}

/**
 * 去抢购: the direct flights of the sale's route on a day of its travel window, each bookable at the
 * special price in the sale's fare family; choosing one opens the booking page with the sale named,
 * so the order draws on the campaign's stock and per-passenger limit.
 */
export function FlashFlightPicker({
  pick,
  onDate,
  onClose,
}: {
  pick: FlashPick | null;
  onDate: (date: string) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const route = pick?.route;
  const body: TicketQueryRequest | null = pick
    ? {
        hasRt: 0,
        legs: [{ dep: pick.route.depCode, arr: pick.route.arrCode, flightDate: pick.date }],
        adultNum: 1,
        childNum: 0,
        infantNum: 0,
        hero: false,
      }
    : null;
  const flights = useQuery(ticketQueryOptions(body));
  const offers = (flights.data?.legs[0]?.offers ?? []).filter(
    (o) => o.stops === 0 && o.prices.some((p) => p.familyCode === route?.fareFamilyCode && p.sellable),
  );

  const book = (offerId: string) => {
    if (!route) return;
    const sel = encodeSelection({
      hasRt: 0,
      legs: [{ offerId, familyCode: route.fareFamilyCode }],
      hero: false,
      adultNum: 1,
      childNum: 0,
      infantNum: 0,
      flashSaleRouteId: route.id,
    });
    void navigate(paths.booking.url(sel));
  };
  const allFlights = () => {
    if (!route || !pick) return;
    saveRouteSearch(
      {
        orgAirport: route.depCode,
        dstAirport: route.arrCode,
        orgCityName: route.depCityName,
        dstCityName: route.arrCityName,
      },
      pick.date,
    );
  };

  const canEarlier = !!pick && !!route && pick.date > route.travelFrom;
  const canLater = !!pick && !!route && pick.date < route.travelTo;

  return (
    <Modal
      open={!!pick}
      onCancel={onClose}
      footer={null}
      width={560}
      title={route ? `${route.depCityName} → ${route.arrCityName} 秒杀航班` : '秒杀航班'}
      wrapProps={{ 'data-testid': 'flash-flight-picker' }}
    >
      {route && pick && (
        <>
          <p className={styles.pickerNote}>
            {route.fareFamilyName}（{route.cabinName}）秒杀价{' '}
            <strong>{formatYuan(route.specialPrice)}</strong>
            ，每人限购 {route.perUserLimit} 张，可乘日期 {route.travelFrom} 至 {route.travelTo}。
          </p>
          <div className={styles.pickerDay}>
            <Button disabled={!canEarlier} onClick={() => onDate(addCalendarDays(pick.date, -1))}>
              前一天
            </Button>
            <strong data-testid="flash-picker-date">{pick.date}</strong>
            <Button disabled={!canLater} onClick={() => onDate(addCalendarDays(pick.date, 1))}>
              后一天
            </Button>
          </div>
          {flights.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : offers.length === 0 ? (
            <Empty description="当天没有可按秒杀价预订的直飞航班，请换一天看看" />
          ) : (
            <ul className={styles.pickerList}>
              {offers.map((o) => {
                const s = o.segments[0]!;
                return (
                  <li key={o.id} className={styles.pickerFlight} data-testid="flash-flight">
                    <span className={styles.pickerTimes}>
                      <strong>{o.departure.slice(-5)}</strong> → <strong>{o.arrival.slice(-5)}</strong>
                    </span>
                    <span className={styles.pickerMeta}>
                      {s.flightNo} · {s.aircraftName}
                    </span>
                    <Button type="primary" onClick={() => book(o.id)}>
                      预订 {s.flightNo}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <LinkButton type="link" to={paths.ticket.url()} onClick={allFlights} className={styles.pickerAll}>
            查看该航线全部航班与价格
          </LinkButton>
        </>
      )}
    </Modal>
  );
}
