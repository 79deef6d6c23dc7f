import { Link } from 'react-router';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { formatYuan } from '@jc/shared/money';
import type { SpecialFare } from '@jc/shared';
import { paths } from '@/config/paths';
import { fareDate, formatDiscount } from '../lib/format';
import { Icon } from '@/components/ui/icon';
import styles from './fare-card.module.css';

interface FareCardProps {
  fare: SpecialFare;
  /** The first card of the strip is drawn large, as the headline offer. */
  lead?: boolean;
}

/** A special fare: route, date, lowest price and discount; leads to the fares from its airport. */
export function FareCard({ fare, lead }: FareCardProps) {
  return (
    <Link
      to={paths.specialFares.url(fare.orgAirport)}
      className={lead ? `${styles.card} ${styles.lead}` : styles.card}
      data-testid="special-fare-card"
    >
      <span className={styles.discount}>{formatDiscount(fare.discountPercent)}</span>
      <span className={styles.route}>
        <span className={styles.city}>{fare.orgCityName}</span>
        <Icon icon={ArrowRightOutlined} aria-label="至" className={styles.arrow} />
        <span className={styles.city}>{fare.dstCityName}</span>
      </span>
      {lead && <span className={styles.destination}>{fare.dstCityName}</span>}
      <span className={styles.date}>
        <time dateTime={fare.flightDate}>{fareDate(fare.flightDate)}</time> 出发
      </span>
      <span className={styles.price}>
        <strong className={styles.amount}>{formatYuan(fare.price)}</strong>
        <span className={styles.from}>起</span>
      </span>
    </Link>
  );
}
