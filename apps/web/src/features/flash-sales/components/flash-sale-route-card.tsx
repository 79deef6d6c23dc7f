import { Button } from 'antd';
import { ArrowRightOutlined, FireFilled } from '@ant-design/icons';
import type { FlashSaleRoute } from '@jc/shared';
import type { FlashSaleState } from '@jc/shared/rules/flash-sales';
import { formatYuan } from '@jc/shared/money';
import { buyState } from '../lib/buy-state';
import { discountLabel, travelDay } from '../lib/format';
import styles from './flash-sale-route-card.module.css';

interface FlashSaleRouteCardProps {
  route: FlashSaleRoute;
  /** The campaign's state on the live clock. */
  state: FlashSaleState;
  /** Today in China, 'YYYY-MM-DD'. */
  today: string;
  signedIn: boolean;
  /** Saves the Ticket search for this route and day; the button then opens the Ticket page. */
  onChoose: (route: FlashSaleRoute, date: string) => void;
}

/** One route on sale: cities, travel window, special and struck-through price, stock bar, limit, button. */
export function FlashSaleRouteCard({ route, state, today, signedIn, onChoose }: FlashSaleRouteCardProps) {
  const buy = buyState(route, state, today);
  const sold = route.stockTotal - route.stockLeft;
  return (
    <article
      className={`${styles.card} ${buy.kind === 'closed' ? styles.closed : ''}`}
      data-testid="flash-sale-route"
      data-route={`${route.depCode}-${route.arrCode}`}
      data-route-id={route.id}
      data-sold-out={route.soldOut}
    >
      <header className={styles.header}>
        <h3 className={styles.route}>
          <span>{route.depCityName}</span>
          <ArrowRightOutlined aria-label="至" className={styles.arrow} />
          <span>{route.arrCityName}</span>
        </h3>
        <span className={styles.discount}>{discountLabel(route.discountPercent)}</span>
      </header>
      <p className={styles.meta}>
        <span className={styles.codes}>
          {route.depCode} - {route.arrCode}
        </span>
        <span>
          {route.cabinName} · {route.fareFamilyName}
        </span>
      </p>
      <p className={styles.window}>
        出行日期 {travelDay(route.travelFrom)} - {travelDay(route.travelTo)}
      </p>

      <div className={styles.prices}>
        <span className={styles.price} data-testid="flash-sale-price">
          <small>¥</small>
          {formatYuan(route.specialPrice).slice(1)}
        </span>
        <span className={styles.original}>
          <span className="jc-visually-hidden">原价</span>
          <s>{formatYuan(route.originalPrice)}</s>
        </span>
      </div>

      <div className={styles.stock}>
        {state === 'upcoming' ? (
          // Nothing is sold before the start: a bar would only say 0%.
          <div className={styles.stockText}>
            <span>限量 {route.stockTotal} 张</span>
            <span>开抢后先到先得</span>
          </div>
        ) : (
          <>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label="已抢比例"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={route.soldPercent}
            >
              <span className={styles.fill} style={{ width: `${route.soldPercent}%` }} />
            </div>
            <div className={styles.stockText}>
              <span>
                {route.soldPercent >= 80 && !route.soldOut && (
                  <FireFilled className={styles.hot} aria-hidden="true" />
                )}
                已抢 {route.soldPercent}%
              </span>
              <span>{route.soldOut ? '已售罄' : `剩余 ${route.stockLeft} 张`}</span>
            </div>
            <span className="jc-visually-hidden">
              共 {route.stockTotal} 张，已售 {sold} 张
            </span>
          </>
        )}
      </div>

      <p className={styles.limit}>
        每人限购 {route.perUserLimit} 张
        {signedIn && route.purchased > 0 && <span className={styles.mine}>您已抢 {route.purchased} 张</span>}
      </p>

      {buy.kind === 'open' ? (
        <Button
          type="primary"
          size="large"
          block
          className={styles.buy}
          onClick={() => onChoose(route, buy.date)}
          data-testid="flash-sale-buy"
        >
          {buy.label}
        </Button>
      ) : (
        <Button size="large" block disabled className={styles.closedButton} data-testid="flash-sale-buy">
          {buy.label}
        </Button>
      )}
    </article>
  );
}
