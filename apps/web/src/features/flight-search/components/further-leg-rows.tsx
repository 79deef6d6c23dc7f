import { useState } from 'react';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { FLIGHT_HORIZON } from '@jc/shared/constants';
import { addCalendarDays } from '@jc/shared/rules/dates';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { ExtraLeg } from '@/lib/ticket-search';
import type { FurtherLegsSlots } from '../hooks/use-ticket-search';
import { legAfter, MAX_LEGS } from '../lib/multi-leg';
import { CityPairField } from './city-pair-field';
import { DateField } from './date-field';
import styles from './ticket-search-form.module.css';

interface FurtherLegRowsProps extends FurtherLegsSlots {
  legs: ExtraLeg[];
  onChange: (update: (legs: ExtraLeg[]) => ExtraLeg[]) => void;
}

/**
 * The legs after the first of a multi-leg trip, each with its cities and its date, then 添加一程
 * beside the passengers and the submit button.
 */
export function FurtherLegRows({ form, today, passengers, submit, legs, onChange }: FurtherLegRowsProps) {
  const [openLegDate, setOpenLegDate] = useState<number | null>(null);
  const lastDay = addCalendarDays(today, FLIGHT_HORIZON.daysAhead);
  const setLeg = (index: number, patch: Partial<ExtraLeg>) =>
    onChange((all) => all.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));

  return (
    <>
      {legs.map((leg, index) => (
        <div className={styles.fields} key={index} data-testid={`modify-leg-${index + 2}`}>
          <span className={styles.legNo}>第{index + 2}程</span>
          <CityPairField
            className={styles.cities}
            testIdPrefix={`modify-leg${index + 2}`}
            departure={{ city: leg.depCity, code: leg.dep }}
            arrival={{ city: leg.arrCity, code: leg.arr }}
            onDepartureChange={({ city, code }) => setLeg(index, { dep: code, depCity: city })}
            onArrivalChange={({ city, code }) => setLeg(index, { arr: code, arrCity: city })}
            onSwap={() =>
              setLeg(index, { dep: leg.arr, depCity: leg.arrCity, arr: leg.dep, arrCity: leg.depCity })
            }
          />
          <div className={styles.date}>
            <DateField
              id={`modify-leg${index + 2}-date`}
              label="出发日期"
              testId={`modify-leg${index + 2}-date`}
              today={today}
              value={leg.flightDate}
              onChange={(flightDate) => setLeg(index, { flightDate })}
              open={openLegDate === index}
              onOpenChange={(open) => setOpenLegDate(open ? index : null)}
              minDate={today}
              maxDate={lastDay}
              route={leg.dep && leg.arr ? { org: leg.dep, dst: leg.arr } : null}
            />
          </div>
          {legs.length > 1 ? (
            <Button
              variant="text"
              icon={<Icon icon={DeleteOutlined} />}
              aria-label={`删除第${index + 2}程`}
              onClick={() => onChange((all) => all.filter((_, i) => i !== index))}
            />
          ) : (
            <span />
          )}
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          icon={<Icon icon={PlusOutlined} />}
          disabled={legs.length + 1 >= MAX_LEGS}
          onClick={() => onChange((all) => [...all, legAfter(all[all.length - 1] ?? form)])}
        >
          添加一程（最多{MAX_LEGS}程）
        </Button>
        {passengers}
        {submit}
      </div>
    </>
  );
}
