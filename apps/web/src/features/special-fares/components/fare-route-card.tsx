import { useRef } from 'react';
import { ArrowRightOutlined } from '@ant-design/icons';
import { formatYuan } from '@jc/shared/money';
import type { SpecialFare } from '@jc/shared';
import { useInView } from '../hooks/use-in-view';
import { fareDate, formatDiscount } from '../lib/format';
import { LowPriceCalendar } from './low-price-calendar';
import styles from './fare-route-card.module.css';

/** One destination on the special fares page: its best fare and the next 30 days' low prices. */
export function FareRouteCard({ fare, from }: { fare: SpecialFare; from: string }) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);

  return (
    <article ref={ref} className={styles.card} data-testid="fare-route-card" data-dst={fare.dstAirport}>
      <header className={styles.header}>
        <div className={styles.route}>
          <span className={styles.city}>{fare.orgCityName}</span>
          <ArrowRightOutlined aria-label="至" className={styles.arrow} />
          <h2 className={styles.destination}>{fare.dstCityName}</h2>
          <span className={styles.codes}>
            {fare.orgAirport} - {fare.dstAirport}
          </span>
        </div>
        <div className={styles.offer}>
          <span className={styles.discount}>{formatDiscount(fare.discountPercent)}</span>
          <span className={styles.price}>
            <strong>{formatYuan(fare.price)}</strong> 起
          </span>
          <span className={styles.date}>{fareDate(fare.flightDate)}</span>
        </div>
      </header>
      <LowPriceCalendar fare={fare} from={from} enabled={inView} />
    </article>
  );
}
