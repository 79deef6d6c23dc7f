import { useState } from 'react';
import { Link } from 'react-router';
import ThunderboltFilled from '@ant-design/icons-svg/es/asn/ThunderboltFilled';
import { SPECIAL_FARES_MAX } from '@jc/shared/constants';
import { paths } from '@/config/paths';
import { HomeSection, SectionMoreLink } from '@/components/section-heading';
import { useSpecialFares } from '../api/get-special-fares';
import { savedDepartureAirport } from '../lib/route-search';
import { DeparturePicker } from './departure-picker';
import { FareCard } from './fare-card';
import { NoSpecialFares } from './no-special-fares';
import { Icon } from '@/components/ui/icon';
import styles from './special-fares-strip.module.css';

function StripSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={i === 0 ? `${styles.skeleton} ${styles.leadCell}` : styles.skeleton} />
      ))}
    </div>
  );
}

/**
 * docs/pages.md: the special fares strip, at most 9 fares (section 9) from the chosen departure.
 * It starts from the departure of the visitor's saved search, else the hub.
 */
export default function SpecialFaresStrip() {
  const [orgAirport, setOrgAirport] = useState(savedDepartureAirport);
  const { data, isPending } = useSpecialFares(orgAirport);
  const fares = data?.prices.slice(0, SPECIAL_FARES_MAX) ?? [];

  return (
    <HomeSection
      id="home-fares-title"
      className={styles.section}
      testId="special-fares"
      title="特惠机票"
      eyebrow="Special Fares"
      extra={
        <>
          <DeparturePicker
            value={orgAirport}
            onChange={setOrgAirport}
            currentCityName={data?.prices[0]?.orgCityName}
            aria-label="特惠机票出发地"
          />
          <Link to={paths.flashSale.url()} className={styles.flash} data-testid="flash-sale-link">
            <Icon icon={ThunderboltFilled} aria-hidden="true" />
            限时秒杀
          </Link>
          <SectionMoreLink to={paths.specialFares.url(orgAirport)} className={styles.more}>
            更多特惠
          </SectionMoreLink>
        </>
      }
    >
      {isPending ? (
        <StripSkeleton />
      ) : fares.length === 0 ? (
        <NoSpecialFares recommends={data?.recommends ?? []} />
      ) : (
        <ul className={styles.grid}>
          {fares.map((fare, i) => (
            <li
              key={`${fare.dstAirport}-${fare.flightDate}`}
              className={i === 0 ? styles.leadCell : undefined}
            >
              <FareCard fare={fare} lead={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
