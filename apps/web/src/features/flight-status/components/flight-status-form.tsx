import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, DatePicker, Radio } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { FlightStatusMode } from '@jc/shared/constants';
import {
  flightStatusDateWindow,
  validateFlightStatus,
  type FlightStatusForm as FlightStatusValues,
  type FlightStatusSearchMode,
} from '@jc/shared/rules/flight-status';
import { flightStatusUrl } from '../lib/flight-status-url';
import styles from './flight-status-form.module.css';

const DATE = 'YYYY-MM-DD';

/** A city box's value: the name shown and the airport code picked with it. */
export interface StatusCityValue {
  city: string;
  code: string;
}

/** What the route mode's city boxes receive; the app supplies the site's city picker. */
export interface StatusCityPairProps {
  departure: StatusCityValue;
  arrival: StatusCityValue;
  onDepartureChange: (value: StatusCityValue) => void;
  onArrivalChange: (value: StatusCityValue) => void;
  onSwap: () => void;
}

interface FlightStatusFormProps {
  /**
   * Renders the departure and arrival boxes. A slot rather than an import: the city picker belongs
   * to the flight-search feature, and features do not import each other (CONVENTIONS.md).
   */
  renderCityPair: (props: StatusCityPairProps) => ReactNode;
  /** The query to start from (the results page shows the one it answers). */
  initial?: { mode: FlightStatusSearchMode; form: FlightStatusValues } | null;
}

const MODES = [
  { value: FlightStatusMode.ByRoute, label: '按航线' },
  { value: FlightStatusMode.ByFlightNo, label: '按航班号' },
];

/** docs/rules.md, flight status: by route or by flight number, on a day of the picker's window. */
export function FlightStatusForm({ renderCityPair, initial }: FlightStatusFormProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dateWindow = flightStatusDateWindow(new Date());
  const [mode, setMode] = useState<FlightStatusSearchMode>(initial?.mode ?? FlightStatusMode.ByRoute);
  const [form, setForm] = useState<FlightStatusValues>(
    () =>
      initial?.form ?? {
        depCity: '',
        orgCity: '',
        dstCity: '',
        arrCity: '',
        flightNo: '',
        flightDate: dateWindow.defaultDate,
      },
  );

  const submit = () => {
    const problem = validateFlightStatus(form, mode, { today: new Date() });
    if (problem) {
      void message.warning(problem);
      return;
    }
    navigate(flightStatusUrl(form, mode));
  };

  return (
    <form
      className={styles.form}
      aria-label="航班动态查询"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Radio.Group
        className={styles.modes}
        value={mode}
        options={MODES}
        aria-label="查询方式"
        onChange={(event) => setMode(event.target.value as FlightStatusSearchMode)}
      />
      <div className={styles.fields}>
        {mode === FlightStatusMode.ByRoute ? (
          renderCityPair({
            departure: { city: form.depCity, code: form.orgCity },
            arrival: { city: form.arrCity, code: form.dstCity },
            onDepartureChange: ({ city, code }) => setForm((f) => ({ ...f, depCity: city, orgCity: code })),
            onArrivalChange: ({ city, code }) => setForm((f) => ({ ...f, arrCity: city, dstCity: code })),
            onSwap: () =>
              setForm((f) => ({
                ...f,
                depCity: f.arrCity,
                orgCity: f.dstCity,
                arrCity: f.depCity,
                dstCity: f.orgCity,
              })),
          })
        ) : (
          <label className={styles.box}>
            <span className={styles.label}>航班号</span>
            <input
              className={styles.input}
              value={form.flightNo}
              placeholder="如 JC1001"
              maxLength={12}
              autoComplete="off"
              spellCheck={false}
              aria-label="航班号"
              data-testid="status-flight-no"
              onChange={(event) => setForm((f) => ({ ...f, flightNo: event.target.value }))}
            />
            <span className={styles.hint}>航空公司代码 + 数字</span>
          </label>
        )}
        <div className={styles.box} data-testid="status-date">
          <label className={styles.label} htmlFor="status-flight-date">
            航班日期
          </label>
          <DatePicker
            id="status-flight-date"
            className={styles.picker}
            variant="borderless"
            value={form.flightDate ? dayjs(form.flightDate) : null}
            format={DATE}
            placeholder="请选择日期"
            inputReadOnly
            showNow={false}
            disabledDate={(date) => {
              const day = date.format(DATE);
              return day < dateWindow.min || day > dateWindow.max;
            }}
            onChange={(date) => setForm((f) => ({ ...f, flightDate: date ? date.format(DATE) : '' }))}
          />
          <span className={styles.hint}>可查询近3个月至未来3天</span>
        </div>
        <Button
          className={styles.submit}
          type="primary"
          htmlType="submit"
          size="large"
          icon={<SearchOutlined />}
          data-testid="status-submit"
        >
          查询
        </Button>
      </div>
    </form>
  );
}
