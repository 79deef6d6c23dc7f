import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import type { FareFamilyRules, FlightOffer, OfferPrice } from '@jc/shared';
import { formatYuan } from '@jc/shared/money';
import { formatDuration } from '@jc/shared/rules/dates';
import { cheapestPrice, clock, firstSegment, lastSegment, leadPassenger } from '../lib/offers';
import { RouteLine } from '@/components/route-line';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Tag } from '@/components/ui/tag';
import { FareFamilies } from './fare-families';
import styles from './flight-card.module.css';

const dayOffset = (days: number) => (days > 0 ? <sup className={styles.plusDay}>+{days}天</sup> : null);

/** Connection details: each segment with its flight number, and the time on the ground between. */
function Itinerary({ offer }: { offer: FlightOffer }) {
  return (
    <ol className={styles.itinerary} data-testid="flight-itinerary">
      {offer.segments.map((s, i) => (
        <li key={s.flightNo + s.flightDate}>
          <div className={styles.segment}>
            <strong>{s.flightNo}</strong>
            <span>
              {clock(s.departure)} {s.depAirportName} → {clock(s.arrival)} {s.arrAirportName}
            </span>
            <span className={styles.muted}>
              {s.aircraftName} · {formatDuration(s.durationMinutes)}
            </span>
          </div>
          {offer.layovers[i] && (
            <div className={styles.layover} data-testid="flight-layover">
              在{offer.layovers[i].cityName}（{offer.layovers[i].airportName}）中转停留{' '}
              {formatDuration(offer.layovers[i].minutes)}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

interface FlightCardProps {
  offer: FlightOffer;
  families: readonly FareFamilyRules[];
  expanded: boolean;
  onToggle: () => void;
  /** The family picked on this flight, if this flight is the leg's pick. */
  pickedFamily: string | null;
  onPick: (price: OfferPrice) => void;
}

/** One flight of the list: times, airports, duration, stops and the lowest price; expands to fares. */
export function FlightCard({ offer, families, expanded, onToggle, pickedFamily, onPick }: FlightCardProps) {
  const first = firstSegment(offer);
  const last = lastSegment(offer);
  const cheapest = cheapestPrice(offer);
  const lead = cheapest && leadPassenger(cheapest);
  const seatsLeft = cheapest?.seatsLeft ?? null;
  const flightNos = offer.segments.map((s) => s.flightNo).join(' / ');
  const aircraft = [...new Set(offer.segments.map((s) => s.aircraftName))].join(' / ');
  const layover = offer.layovers[0];

  return (
    <article
      className={`${styles.card} ${pickedFamily ? styles.cardPicked : ''}`}
      data-testid="flight-card"
      data-offer-id={offer.id}
      data-stops={offer.stops}
      data-lowest={offer.lowestTotal ?? ''}
      data-duration={offer.durationMinutes}
      data-departure={offer.departure}
    >
      <div className={styles.main}>
        <div className={styles.flightInfo}>
          <span className={styles.flightNo} data-testid="flight-no">
            {flightNos}
          </span>
          <span className={styles.muted}>{aircraft}</span>
          {pickedFamily && (
            <Tag
              color="blue"
              icon={<Icon icon={CheckCircleFilled} aria-hidden="true" />}
              className={styles.pickedTag}
            >
              已选
            </Tag>
          )}
        </div>

        <div className={styles.times}>
          <div className={styles.end}>
            <span className={styles.time} data-testid="flight-dep-time">
              {clock(offer.departure)}
            </span>
            <span className={styles.airport}>{first.depAirportName}</span>
          </div>
          <div className={styles.middle}>
            <span className={styles.duration} data-testid="flight-duration">
              {formatDuration(offer.durationMinutes)}
            </span>
            <RouteLine stop={offer.stops > 0} />
            {offer.stops === 0 ? (
              <span className={styles.direct} data-testid="flight-stops">
                直飞
              </span>
            ) : (
              <span className={styles.stops} data-testid="flight-stops">
                转{layover?.cityName}{' '}
                {layover && <span className={styles.stopTime}>{formatDuration(layover.minutes)}</span>}
              </span>
            )}
          </div>
          <div className={`${styles.end} ${styles.endRight}`}>
            <span className={styles.time} data-testid="flight-arr-time">
              {clock(offer.arrival)}
              {dayOffset(offer.arrivalDayOffset)}
            </span>
            <span className={styles.airport}>{last.arrAirportName}</span>
          </div>
        </div>

        <div className={styles.priceBox}>
          {lead ? (
            <>
              <span className={styles.price}>
                <small>¥</small>
                <span data-testid="flight-lowest-price">{formatYuan(lead.fare).slice(1)}</span>
                <small className={styles.qi}>起</small>
              </span>
              <span className={styles.muted}>税费 {formatYuan(lead.taxes)}</span>
              {seatsLeft != null && (
                <span className={styles.seats} data-testid="flight-seats-left">
                  剩{seatsLeft}张
                </span>
              )}
            </>
          ) : (
            <span className={styles.soldOut}>{offer.prices.length ? '座位不足' : '已售罄'}</span>
          )}
          <Button
            variant={expanded ? 'default' : 'primary'}
            className={styles.toggle}
            onClick={onToggle}
            aria-expanded={expanded}
            data-testid="flight-toggle"
          >
            {expanded ? '收起' : '选择舱位'}{' '}
            {expanded ? <Icon icon={UpOutlined} /> : <Icon icon={DownOutlined} />}
          </Button>
        </div>
      </div>

      {offer.stops > 0 && (
        <div className={styles.transfer}>
          {offer.transferTags.map((tag) => (
            <Tag
              key={tag}
              color={tag === '中转' ? 'orange' : 'blue'}
              bordered={false}
              data-testid="transfer-tag"
            >
              {tag}
            </Tag>
          ))}
        </div>
      )}

      {expanded && (
        <>
          {offer.stops > 0 && <Itinerary offer={offer} />}
          <FareFamilies offer={offer} families={families} pickedFamily={pickedFamily} onPick={onPick} />
        </>
      )}
    </article>
  );
}
