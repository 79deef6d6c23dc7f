import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InfoCircleOutlined } from '@ant-design/icons';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { PageBanner } from '@/components/page-banner';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import {
  airportCodeOf,
  CALENDAR_DAYS,
  DepartureSelect,
  FareRouteCard,
  NoSpecialFares,
  savedDepartureAirport,
  useSpecialFares,
} from '@/features/special-fares';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './content-page.module.css';
import pageStyles from './special-detail.module.css';

/**
 * /SpecialDetail?value=<airport code>: the special fares from one airport, each destination with
 * its low-price calendar for the next 30 days. A missing or malformed code is replaced by the
 * visitor's saved departure (or the hub), keeping the URL shareable.
 */
export function SpecialDetailRoute() {
  const [params, setParams] = useSearchParams();
  const requested = airportCodeOf(params.get('value'));
  const orgAirport = requested ?? savedDepartureAirport();
  const { data, isPending } = useSpecialFares(orgAirport);
  const today = useMemo(() => shanghaiDateOf(new Date()), []);
  const cityName = data?.prices[0]?.orgCityName;
  useDocumentTitle(cityName ? `${cityName}出发特惠机票` : '特惠机票');

  useEffect(() => {
    if (!requested) setParams({ value: orgAirport }, { replace: true });
  }, [requested, orgAirport, setParams]);

  return (
    <>
      <PageBanner
        crumbs={[{ title: '特惠机票' }]}
        title={cityName ? `${cityName}出发 · 特惠机票` : '特惠机票'}
        subtitle={
          <>
            精选低价航线，查看未来{CALENDAR_DAYS}天每日最低价
            <Link to={paths.flashSale.url()} className={pageStyles.flashLink} data-testid="flash-sale-link">
              限时秒杀 ›
            </Link>
          </>
        }
        extra={
          <div className={pageStyles.switcher}>
            <span className={pageStyles.switcherLabel}>出发地</span>
            <DepartureSelect
              value={orgAirport}
              onChange={(code) => setParams({ value: code })}
              currentCityName={cityName}
              size="large"
            />
          </div>
        }
      />
      <div className={`jc-container ${styles.body}`}>
        {isPending ? (
          <PageLoading />
        ) : !data || data.prices.length === 0 ? (
          <NoSpecialFares recommends={data?.recommends ?? []} />
        ) : (
          <>
            <p className={pageStyles.note}>
              <InfoCircleOutlined aria-hidden="true" />
              价格为单程成人票价（不含民航发展基金及燃油附加费），点选日期即可查询当天航班，实际价格以预订时为准。
            </p>
            <div className={pageStyles.list} data-testid="special-fares-board">
              {data.prices.map((fare) => (
                <FareRouteCard key={`${fare.orgAirport}-${fare.dstAirport}`} fare={fare} from={today} />
              ))}
            </div>
          </>
        )}
      </div>
    </>
  );
}
