import { useNavigate } from 'react-router';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { FlightSearchForm } from '@jc/shared';
import { TripType } from '@jc/shared/constants';
import { restoreSavedSearch } from '@jc/shared/rules/flight-search';
import { Button } from '@/components/ui/button';
import { Checkbox, RadioGroup } from '@/components/ui/choice';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { readStoredTicketSearch, saveTicketSearch } from '@/lib/ticket-search';
import { useTicketSearch, type FurtherLegs } from '../hooks/use-ticket-search';
import { CityPairField } from './city-pair-field';
import { PassengerField } from './passenger-field';
import { warmDatePicker } from './date-field';
import { DepartureDateField, ReturnDateField } from './trip-date-fields';
import fieldStyles from '@/components/field-box.module.css';
import styles from './ticket-search-form.module.css';

const TRIP_TYPES = [
  { value: TripType.OneWay, label: '单程' },
  { value: TripType.RoundTrip, label: '往返' },
  { value: TripType.MultiLeg, label: '多程' },
];

type TicketSearchFormProps =
  /** The home page's 机票预订: starts from the saved search, 查询 saves it and opens the results. */
  | { variant: 'home' }
  /**
   * The Ticket page's 修改 (see modify-search-panel.tsx): starts from the search on screen,
   * edits the further legs of a multi-leg trip, 重新查询 hands the new search back.
   */
  | {
      variant: 'modify';
      initial: FlightSearchForm;
      onSearch: (form: FlightSearchForm) => void;
      legs: FurtherLegs;
    };

/**
 * The ticket search form, on the home page and as the Ticket page's 修改 panel: the same fields,
 * rules and transitions; the 修改 panel also edits the further legs of a multi-leg trip.
 */
export function TicketSearchForm(props: TicketSearchFormProps) {
  const navigate = useNavigate();
  const home = props.variant === 'home';
  const goToResults = (form: FlightSearchForm, hero: boolean) => {
    saveTicketSearch(form);
    void navigate(hero ? paths.policeTicket.url() : paths.ticket.url());
  };
  const search = useTicketSearch(
    home
      ? {
          // The saved search, its date moved back to today and multi-leg back to one-way.
          initial: () => restoreSavedSearch(readStoredTicketSearch(), new Date()),
          onSearch: (form) => goToResults(form, form.hero),
          // Multi-leg saves the search and goes to the Ticket page, where the legs are filled in.
          onMultiLeg: (form) => goToResults(form, false),
        }
      : props,
  );
  const { form } = search;
  const prefix = home ? 'search' : 'modify';
  const dateProps = { idPrefix: prefix, today: search.today, form };
  const roundTrip = form.hasRt === TripType.RoundTrip;
  const multi = form.hasRt === TripType.MultiLeg;
  const passengers = (
    <PassengerField
      testId={`${prefix}-passengers`}
      counts={{ adultNum: form.adultNum, childNum: form.childNum, infantNum: form.infantNum }}
      onChange={search.setPassengers}
    />
  );
  const submit = (
    <Button
      className={home ? `${styles.submit} ${fieldStyles.submit}` : styles.submit}
      variant="primary"
      type="submit"
      size="large"
      icon={<Icon icon={SearchOutlined} />}
      data-testid={`${prefix}-submit`}
    >
      {home ? '查询' : '重新查询'}
    </Button>
  );

  return (
    <form
      className={home ? styles.home : styles.modify}
      aria-label={home ? '机票预订' : '修改查询'}
      data-testid={home ? undefined : 'modify-search-panel'}
      noValidate
      onPointerEnter={warmDatePicker}
      onTouchStart={warmDatePicker}
      onFocus={warmDatePicker}
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
        {home && (
          <Checkbox className={styles.hero} checked={form.hero} onChange={search.setHero}>
            伤残军人/伤残人民警察
          </Checkbox>
        )}
      </div>

      <div className={styles.fields}>
        {multi && <span className={styles.legNo}>第1程</span>}
        <CityPairField
          className={styles.cities}
          testIdPrefix={prefix}
          departure={{ city: form.depCity, code: form.dep }}
          arrival={{ city: form.arrCity, code: form.arr }}
          onDepartureChange={search.setDeparture}
          onArrivalChange={search.setArrival}
          onSwap={search.swap}
        />

        <div className={home || roundTrip ? styles.dates : styles.date}>
          <DepartureDateField
            {...dateProps}
            onChange={search.pickDepartureDate}
            open={search.departureOpen}
            onOpenChange={search.setDepartureOpen}
          />
          {roundTrip ? (
            <ReturnDateField
              {...dateProps}
              onChange={search.pickReturnDate}
              open={search.returnOpen}
              onOpenChange={search.setReturnOpen}
            />
          ) : (
            home && (
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
            )
          )}
        </div>

        {!multi && passengers}
        {home && submit}
      </div>

      {multi && !home
        ? // The further legs, then 添加一程 beside the passengers and the button.
          props.legs.render({ form, today: search.today, passengers, submit })
        : !home && <div className={styles.actions}>{submit}</div>}

      {form.hero && home && (
        <p className={styles.heroNote} data-testid="search-hero-note">
          <Icon icon={SafetyCertificateOutlined} aria-hidden="true" />
          伤残军人、伤残人民警察凭有效证件购买优待票，票价为同舱位全价的50%（成人特价更低时按成人特价），订票时需填写证件号码。
        </p>
      )}
    </form>
  );
}
