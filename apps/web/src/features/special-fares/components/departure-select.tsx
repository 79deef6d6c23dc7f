import { useMemo } from 'react';
import { Select } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { AirportEntry } from '@jc/shared';
import { useAirports } from '@/lib/airports';
import styles from './departure-select.module.css';

export interface DepartureSelectProps {
  value: string;
  onChange: (airportCode: string) => void;
  /** A name for the airport in use while the list loads (e.g. the fares' orgCityName). */
  currentCityName?: string;
  size?: 'middle' | 'large';
  'aria-label'?: string;
  /** Takes focus, or opens, as it arrives in place of DeparturePicker's look-alike. */
  autoFocus?: boolean;
  defaultOpen?: boolean;
}

interface AirportOption {
  value: string;
  label: string;
  airport?: AirportEntry;
  search: string;
}

/** Picks the departure airport of the special fares, searchable by city, pinyin or code. */
export function DepartureSelect({
  value,
  onChange,
  currentCityName,
  size = 'middle',
  ...rest
}: DepartureSelectProps) {
  const { data: airports = [], isPending } = useAirports();

  const options = useMemo<AirportOption[]>(() => {
    const list: AirportOption[] = airports.map((airport) => ({
      value: airport.airportCode,
      label: `${airport.cityName} ${airport.airportCode}`,
      airport,
      search: [airport.cityName, airport.airportName, airport.pinyin, airport.initials, airport.airportCode]
        .join(' ')
        .toLowerCase(),
    }));
    // Hot airports first, then as the server ordered them: the likely picks are at the top.
    list.sort((a, b) => Number(b.airport?.hot ?? false) - Number(a.airport?.hot ?? false));
    if (!list.some((option) => option.value === value)) {
      const label = currentCityName ? `${currentCityName} ${value}` : value;
      list.unshift({ value, label, search: label.toLowerCase() });
    }
    return list;
  }, [airports, value, currentCityName]);

  return (
    <Select<string, AirportOption>
      className={styles.select}
      classNames={{ popup: { root: styles.popup } }}
      value={value}
      onChange={onChange}
      options={options}
      size={size}
      loading={isPending}
      prefix={<EnvironmentOutlined aria-hidden="true" className={styles.prefix} />}
      showSearch={{
        filterOption: (input, option) => !!option && option.search.includes(input.trim().toLowerCase()),
      }}
      optionRender={(option) => (
        <span className={styles.option}>
          <span className={styles.optionCity}>{option.data.airport?.cityName ?? option.data.label}</span>
          {option.data.airport && (
            <span className={styles.optionAirport}>
              {option.data.airport.airportName} {option.data.airport.airportCode}
            </span>
          )}
        </span>
      )}
      popupMatchSelectWidth={260}
      autoFocus={rest.autoFocus}
      defaultOpen={rest.defaultOpen}
      notFoundContent="输入有误"
      aria-label={rest['aria-label'] ?? '出发地'}
      data-testid="departure-select"
    />
  );
}
