import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import type { SpecialFare } from '@jc/shared';
import { FareCard } from './fare-card';
import { Icon } from '@/components/ui/icon';
import styles from './no-special-fares.module.css';

/** How many network-wide offers to suggest when the departure has none. */
const RECOMMENDS_SHOWN = 4;

/** docs/rules.md: empty specials say 该出发地暂无特惠机票; offers elsewhere follow when there are any. */
export function NoSpecialFares({ recommends }: { recommends: SpecialFare[] }) {
  const shown = recommends.slice(0, RECOMMENDS_SHOWN);
  return (
    <div className={styles.wrap}>
      <div className={styles.empty} data-testid="special-fares-empty">
        <Icon icon={TagsOutlined} aria-hidden="true" className={styles.icon} />
        <p className={styles.text}>该出发地暂无特惠机票</p>
      </div>
      {shown.length > 0 && (
        <div className={styles.recommends} data-testid="special-fares-recommends">
          <h3 className={styles.heading}>为您推荐其他出发地的特惠</h3>
          <ul className={styles.grid}>
            {shown.map((fare) => (
              <li key={`${fare.orgAirport}-${fare.dstAirport}`}>
                <FareCard fare={fare} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
