import { useSearchParams } from 'react-router';
import { BannerPage } from '@/components/page-banner';
import { CityPairField } from '@/features/flight-search';
import {
  FlightStatusForm,
  FlightStatusResults,
  flightStatusQueryOf,
  useFlightStatus,
} from '@/features/flight-status';
import styles from './trip-pages.module.css';

/**
 * /flightDynamics: the flight status form, prefilled from the address the home page's form built,
 * and a card per flight with its scheduled, estimated and actual times, gate and status.
 */
export function FlightDynamicsRoute() {
  const [params] = useSearchParams();
  const asked = flightStatusQueryOf(params);
  const status = useFlightStatus(
    asked
      ? {
          type: asked.mode,
          depCity: asked.form.depCity,
          arrCity: asked.form.arrCity,
          orgCity: asked.form.orgCity,
          dstCity: asked.form.dstCity,
          flightNo: asked.form.flightNo,
          flightDate: asked.form.flightDate,
        }
      : null,
  );
  const title = !asked
    ? null
    : asked.mode === 2
      ? `${asked.form.flightNo} · ${asked.form.flightDate}`
      : `${asked.form.depCity || asked.form.orgCity} → ${asked.form.arrCity || asked.form.dstCity} · ${asked.form.flightDate}`;

  return (
    <BannerPage
      title="航班动态"
      subtitle="按航线或航班号查询近3个月至未来3天的航班起降时间、登机口与状态"
      bodyClassName={styles.body}
    >
      <section className={styles.formCard} aria-label="查询航班动态">
        <FlightStatusForm
          key={params.toString()}
          initial={asked}
          renderCityPair={(props) => <CityPairField {...props} testIdPrefix="status" />}
        />
      </section>
      {asked ? (
        <section aria-label="查询结果" className={styles.results}>
          <h2 className={styles.resultsTitle} data-testid="flight-status-title">
            {title}
          </h2>
          <FlightStatusResults query={status} />
        </section>
      ) : (
        <p className={styles.hint}>选择航线或输入航班号，即可查看航班实时动态。</p>
      )}
    </BannerPage>
  );
}
