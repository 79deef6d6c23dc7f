import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { TripType } from '@jc/shared/constants';
import { Button } from '../../../components/ui/button';
import { Checkbox, RadioGroup } from '../../../components/ui/choice';
import { Icon } from '../../../components/ui/icon';
import { useTicketSearch } from '../hooks/use-ticket-search';
import { CityPairField } from './city-pair-field';
import { PassengerField } from './passenger-field';
import { DepartureDateField, ReturnDateField } from './trip-date-fields';
import fieldStyles from '../../../components/field-box.module.css';
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
          <DepartureDateField
            idPrefix="search"
            today={today}
            form={form}
            onChange={search.pickDepartureDate}
            open={search.departureOpen}
            onOpenChange={search.setDepartureOpen}
          />
          {roundTrip ? (
            <ReturnDateField
              idPrefix="search"
              today={today}
              form={form}
              onChange={search.pickReturnDate}
              open={search.returnOpen}
              onOpenChange={search.setReturnOpen}
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
