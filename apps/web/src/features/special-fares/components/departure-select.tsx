import { useEffect, useMemo, useState } from 'react';
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
  /** What the passenger typed into the look-alike while this was on its way: the search starts with it. */
  initialSearch?: string;
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
  initialSearch = '',
  ...rest
}: DepartureSelectProps) {
  const { data: airports = [], isPending } = useAirports();
  // The search text, held here so that it can start with what was typed before the select came;
  // cleared on a pick and on closing, as the select does by itself.
  const [search, setSearch] = useState(initialSearch);
  // The select clears its search in its own mount effect (onSearch('')); the typed letters are
  // put back after that, once: later letters go to the select itself.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- undoes the select's own clearing
    if (initialSearch) setSearch(initialSearch);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only as the select arrives
  }, []);

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
      onChange={(airportCode) => {
        setSearch('');
        onChange(airportCode);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      options={options}
      size={size}
      loading={isPending}
      prefix={<EnvironmentOutlined aria-hidden="true" className={styles.prefix} />}
      showSearch={{
        searchValue: search,
        onSearch: setSearch,
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
