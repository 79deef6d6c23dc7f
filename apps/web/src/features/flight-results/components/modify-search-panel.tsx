import { useState } from 'react';
import { Button, Radio } from 'antd';
import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { FLIGHT_HORIZON, TripType } from '@jc/shared/constants';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { CityPairField } from '../../flight-search/components/city-pair-field';
import { DateField } from '../../flight-search/components/date-field';
import { PassengerField } from '../../flight-search/components/passenger-field';
import { DepartureDateField, ReturnDateField } from '../../flight-search/components/trip-date-fields';
import { MAX_LEGS, useModifySearch } from '../hooks/use-modify-search';
import type { ResultsSearch } from '../hooks/use-results-search';
import styles from './modify-search-panel.module.css';

const TRIP_TYPES = [
  { value: TripType.OneWay, label: '单程' },
  { value: TripType.RoundTrip, label: '往返' },
  { value: TripType.MultiLeg, label: '多程' },
];

interface ModifySearchPanelProps {
  search: ResultsSearch;
  onSearch: (next: ResultsSearch) => void;
}

/** 修改: the home page's search form and rules, on the results page, searching again on submit. */
export function ModifySearchPanel({ search, onSearch }: ModifySearchPanelProps) {
  const m = useModifySearch(search, onSearch);
  const { form, today } = m;
  const lastDay = addCalendarDays(today, FLIGHT_HORIZON.daysAhead);
  const [openLegDate, setOpenLegDate] = useState<number | null>(null);
  const [departureOpen, setDepartureOpen] = useState(false);
  const multi = form.hasRt === TripType.MultiLeg;

  return (
    <form
      className={styles.panel}
      aria-label="修改查询"
      data-testid="modify-search-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        m.submit();
      }}
    >
      <Radio.Group
        className={styles.tripType}
        value={form.hasRt}
        options={TRIP_TYPES}
        aria-label="行程类型"
        onChange={(event) => m.setTripType(event.target.value as TripType)}
      />
      <div className={styles.row}>
        {multi && <span className={styles.legNo}>第1程</span>}
        <CityPairField
          className={styles.cities}
          testIdPrefix="modify"
          departure={{ city: form.depCity, code: form.dep }}
          arrival={{ city: form.arrCity, code: form.arr }}
          onDepartureChange={m.setDeparture}
          onArrivalChange={m.setArrival}
          onSwap={m.swap}
        />
        <div className={form.hasRt === TripType.RoundTrip ? styles.dates : styles.date}>
          <DepartureDateField
            idPrefix="modify"
            today={today}
            form={form}
            onChange={m.pickDepartureDate}
            open={departureOpen}
            onOpenChange={setDepartureOpen}
          />
          {form.hasRt === TripType.RoundTrip && (
            <ReturnDateField
              idPrefix="modify"
              today={today}
              form={form}
              onChange={m.pickReturnDate}
              open={m.returnOpen}
              onOpenChange={m.setReturnOpen}
            />
          )}
        </div>
        {!multi && (
          <PassengerField
            testId="modify-passengers"
            counts={{ adultNum: form.adultNum, childNum: form.childNum, infantNum: form.infantNum }}
            onChange={m.setPassengers}
          />
        )}
      </div>

      {multi &&
        m.extraLegs.map((leg, index) => (
          <div className={styles.row} key={index} data-testid={`modify-leg-${index + 2}`}>
            <span className={styles.legNo}>第{index + 2}程</span>
            <CityPairField
              className={styles.cities}
              testIdPrefix={`modify-leg${index + 2}`}
              departure={{ city: leg.depCity, code: leg.dep }}
              arrival={{ city: leg.arrCity, code: leg.arr }}
              onDepartureChange={(v) => m.setLegCity(index, 'dep', v)}
              onArrivalChange={(v) => m.setLegCity(index, 'arr', v)}
              onSwap={() => m.swapLeg(index)}
            />
            <div className={styles.date}>
              <DateField
                id={`modify-leg${index + 2}-date`}
                label="出发日期"
                testId={`modify-leg${index + 2}-date`}
                today={today}
                value={leg.flightDate}
                onChange={(date) => m.setLegDate(index, date)}
                open={openLegDate === index}
                onOpenChange={(open) => setOpenLegDate(open ? index : null)}
                minDate={today}
                maxDate={lastDay}
                route={leg.dep && leg.arr ? { org: leg.dep, dst: leg.arr } : null}
              />
            </div>
            {m.extraLegs.length > 1 ? (
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`删除第${index + 2}程`}
                onClick={() => m.removeLeg(index)}
              />
            ) : (
              <span />
            )}
          </div>
        ))}

      <div className={styles.actions}>
        {multi && (
          <>
            <Button icon={<PlusOutlined />} disabled={m.extraLegs.length + 1 >= MAX_LEGS} onClick={m.addLeg}>
              添加一程（最多{MAX_LEGS}程）
            </Button>
            <PassengerField
              testId="modify-passengers"
              counts={{ adultNum: form.adultNum, childNum: form.childNum, infantNum: form.infantNum }}
              onChange={m.setPassengers}
            />
          </>
        )}
        <Button
          className={styles.submit}
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SearchOutlined />}
          data-testid="modify-submit"
        >
          重新查询
        </Button>
      </div>
    </form>
  );
}
