import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { FLIGHT_HORIZON, TripType } from '@jc/shared/constants';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { Button } from '../../../components/ui/button';
import { Checkbox, RadioGroup } from '../../../components/ui/choice';
import { Icon } from '../../../components/ui/icon';
import { useTicketSearch } from '../hooks/use-ticket-search';
import { CityPairField } from './city-pair-field';
import { DateField } from './date-field';
import { PassengerField } from './passenger-field';
import fieldStyles from './search-field.module.css';
import styles from './ticket-search-form.module.css';

const TRIP_TYPES = [
  { value: TripType.OneWay, label: '单程' },
  { value: TripType.RoundTrip, label: '往返' },
  { value: TripType.MultiLeg, label: '多程' },
];

/** SPEC sections 3-5: the ticket booking tab of the home page's search panel. */
export function TicketSearchForm() {
  const search = useTicketSearch();
  const { form, today } = search;
  const lastDay = addCalendarDays(today, FLIGHT_HORIZON.daysAhead);
  const route = form.dep && form.arr ? { org: form.dep, dst: form.arr } : null;
  const roundTrip = form.hasRt === TripType.RoundTrip;

  return (
    <form
      className={styles.form}
      aria-label="机票预订"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <div className={styles.topRow}>
        <RadioGroup
          className={styles.tripType}
          value={form.hasRt}
          options={TRIP_TYPES}
          aria-label="行程类型"
          onChange={search.setTripType}
        />
        <Checkbox className={styles.hero} checked={form.hero} onChange={search.setHero}>
          伤残军人/伤残人民警察
        </Checkbox>
      </div>

      <div className={styles.fields}>
        <CityPairField
          className={styles.cities}
          testIdPrefix="search"
          departure={{ city: form.depCity, code: form.dep }}
          arrival={{ city: form.arrCity, code: form.arr }}
          onDepartureChange={search.setDeparture}
          onArrivalChange={search.setArrival}
          onSwap={search.swap}
        />

        <div className={styles.dates}>
          <DateField
            id="search-departure-date"
            label="出发日期"
            testId="search-dep-date"
            today={today}
            value={form.flightDate}
            onChange={search.pickDepartureDate}
            open={search.departureOpen}
            onOpenChange={search.setDepartureOpen}
            minDate={today}
            maxDate={lastDay}
            route={route}
          />
          {roundTrip ? (
            <DateField
              id="search-return-date"
              label="返程日期"
              testId="search-ret-date"
              today={today}
              value={form.endTime}
              onChange={search.pickReturnDate}
              open={search.returnOpen}
              onOpenChange={search.setReturnOpen}
              minDate={today}
              maxDate={lastDay}
              route={route && { org: route.dst, dst: route.org }}
              markedDate={form.flightDate ? { date: form.flightDate, label: '去程' } : undefined}
              placement="bottomRight"
              warning={form.endTime && form.endTime < form.flightDate ? '返程早于出发日期' : null}
            />
          ) : (
            <button
              type="button"
              className={`${fieldStyles.box} ${fieldStyles.boxMuted} ${styles.addReturn}`}
              data-testid="search-ret-date"
              onClick={() => search.setTripType(TripType.RoundTrip)}
            >
              <span className={fieldStyles.label}>返程日期</span>
              <span className={fieldStyles.placeholderValue}>
                <Icon icon={PlusOutlined} aria-hidden="true" /> 添加返程
              </span>
              <span className={fieldStyles.hint}>往返更便捷</span>
            </button>
          )}
        </div>

        <PassengerField
          testId="search-passengers"
          counts={{ adultNum: form.adultNum, childNum: form.childNum, infantNum: form.infantNum }}
          onChange={search.setPassengers}
        />

        <Button
          className={styles.submit}
          variant="primary"
          type="submit"
          size="large"
          icon={<Icon icon={SearchOutlined} />}
          data-testid="search-submit"
        >
          查询
        </Button>
      </div>

      {form.hero && (
        <p className={styles.heroNote} data-testid="search-hero-note">
          <Icon icon={SafetyCertificateOutlined} aria-hidden="true" />
          伤残军人、伤残人民警察凭有效证件购买优待票，票价为同舱位全价的50%（成人特价更低时按成人特价），订票时需填写证件号码。
        </p>
      )}
    </form>
  );
}
