import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { FareFamilyRules, FlightOffer, OfferPrice } from '@jc/shared';
import { FEE_BANDS } from '@jc/shared/rules/fares';
import { formatYuan } from '@jc/shared/money';
import { leadPassenger } from '../lib/offers';
import styles from './fare-families.module.css';

const percent = (p: number) => (p === 0 ? '免费' : `${p}%`);

/** The refund and change fee per time band, as percent of the fare. */
function FeeTable({ family }: { family: FareFamilyRules }) {
  return (
    <table className={styles.fees} data-testid="fare-fee-table">
      <caption>退改规则（按票面价）</caption>
      <thead>
        <tr>
          <th scope="col">距起飞</th>
          <th scope="col">退票费</th>
          <th scope="col">改期费</th>
        </tr>
      </thead>
      <tbody>
        {FEE_BANDS.map((band) => (
          <tr key={band.key}>
            <th scope="row">{band.short}</th>
            <td data-testid="refund-fee">{percent(family.refundFees[band.key])}</td>
            <td>{percent(family.changeFees[band.key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FareFamiliesProps {
  offer: FlightOffer;
  families: readonly FareFamilyRules[];
  pickedFamily: string | null;
  onPick: (price: OfferPrice) => void;
}

/** The fare families of one flight side by side, every condition shown before choosing. */
export function FareFamilies({ offer, families, pickedFamily, onPick }: FareFamiliesProps) {
  const ordered = [...families].sort((a, b) => a.sort - b.sort);
  return (
    <div className={styles.grid} data-testid="fare-families">
      {ordered.map((family) => {
        const price = offer.prices.find((p) => p.familyCode === family.code);
        const lead = price && leadPassenger(price);
        const picked = pickedFamily === family.code;
        return (
          <section
            key={family.code}
            className={`${styles.family} ${family.cabin === 'C' ? styles.business : ''} ${picked ? styles.picked : ''}`}
            aria-label={family.name}
            data-testid="fare-family"
            data-family={family.code}
          >
            <header className={styles.head}>
              <h4 className={styles.name}>{family.name}</h4>
              <span className={styles.cabin}>{family.cabinName}</span>
            </header>
            <div className={styles.priceRow}>
              {price && lead ? (
                <>
                  <span className={styles.price} data-testid="fare-price">
                    {formatYuan(lead.fare)}
                  </span>
                  <span className={styles.perPerson} data-testid="fare-passenger">
                    /{lead.type === 'HERO' ? '伤残军警' : '成人'}
                  </span>
                </>
              ) : (
                <span className={styles.soldOut}>已售罄</span>
              )}
            </div>
            <div className={styles.sub}>
              {lead && <span>税费 {formatYuan(lead.taxes)}</span>}
              {price?.seatsLeft != null && <span className={styles.seats}>剩{price.seatsLeft}张</span>}
            </div>
            <ul className={styles.rules}>
              <li>
                <Icon icon={InboxOutlined} aria-hidden="true" />
                {family.checkedBaggageKg > 0 ? `免费托运 ${family.checkedBaggageKg}公斤` : '不含免费托运行李'}
              </li>
              <li>
                <Icon icon={ShoppingOutlined} aria-hidden="true" />
                {family.carryOn}
              </li>
              <li>
                <Icon icon={CheckOutlined} aria-hidden="true" />
                累积里程 {family.mileagePercent}%{family.upgradable ? ' · 可升舱' : ''}
              </li>
            </ul>
            <FeeTable family={family} />
            <p className={styles.desc}>{family.description}</p>
            {picked ? (
              <Button
                className={styles.choose}
                icon={<Icon icon={CheckCircleFilled} aria-hidden="true" />}
                variant="primary"
                data-testid="fare-picked"
              >
                已选
              </Button>
            ) : (
              <Button
                className={styles.choose}
                variant="primary"
                ghost
                disabled={!price?.sellable}
                onClick={() => price && onPick(price)}
                data-testid="fare-choose"
              >
                {price && !price.sellable ? '座位不足' : '选择'}
              </Button>
            )}
          </section>
        );
      })}
    </div>
  );
}
