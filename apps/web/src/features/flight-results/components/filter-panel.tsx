import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/choice';
import { Switch } from '@/components/ui/switch';
import type { FlightOffer } from '@jc/shared';
import { filterOptions, hasFilters, TIME_BANDS, type OfferFilters } from '../lib/offers';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  offers: readonly FlightOffer[];
  filters: OfferFilters;
  onChange: (filters: OfferFilters) => void;
}

/** A column of checkboxes for one filter: each ticked value is in `value`. */
function CheckboxGroup<T extends string>({
  value,
  onChange,
  options,
}: {
  value: readonly T[];
  onChange: (value: T[]) => void;
  options: readonly { value: T; label: ReactNode }[];
}) {
  return (
    <div className={styles.options}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          checked={value.includes(option.value)}
          onChange={(checked) =>
            onChange(checked ? [...value, option.value] : value.filter((v) => v !== option.value))
          }
        >
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}

/** Departure time band, airports (when a side has two), aircraft and 仅看直飞. */
export function FilterPanel({ offers, filters, onChange }: FilterPanelProps) {
  const options = filterOptions(offers);
  const airportGroups = [
    { title: '出发机场', list: options.depAirports },
    { title: '到达机场', list: options.arrAirports },
  ].filter((g) => g.list.length > 1);

  return (
    <div className={styles.panel} data-testid="filter-panel">
      <div className={styles.head}>
        <h3 className={styles.title}>筛选</h3>
        <Button
          variant="link"
          size="small"
          disabled={!hasFilters(filters)}
          onClick={() => onChange({ bands: [], airports: [], aircraft: [], directOnly: false })}
        >
          清空
        </Button>
      </div>

      <label className={styles.direct}>
        <span>仅看直飞</span>
        <Switch
          checked={filters.directOnly}
          onChange={(directOnly) => onChange({ ...filters, directOnly })}
          data-testid="filter-direct"
          aria-label="仅看直飞"
        />
      </label>

      <fieldset className={styles.group}>
        <legend>起飞时间</legend>
        <CheckboxGroup
          value={filters.bands}
          onChange={(bands) => onChange({ ...filters, bands })}
          options={TIME_BANDS.map((b) => ({
            value: b.key,
            label: (
              <span data-testid={`filter-band-${b.key}`}>
                {b.label} <span className={styles.hint}>{b.hint}</span>
              </span>
            ),
          }))}
        />
      </fieldset>

      {airportGroups.map((group) => (
        <fieldset className={styles.group} key={group.title}>
          <legend>{group.title}</legend>
          <CheckboxGroup
            value={filters.airports}
            onChange={(airports) => onChange({ ...filters, airports })}
            options={group.list.map((a) => ({ value: a.code, label: a.name }))}
          />
        </fieldset>
      ))}

      {options.aircraft.length > 0 && (
        <fieldset className={styles.group}>
          <legend>机型</legend>
          <CheckboxGroup
            value={filters.aircraft}
            onChange={(aircraft) => onChange({ ...filters, aircraft })}
            options={options.aircraft.map((a) => ({ value: a, label: a }))}
          />
        </fieldset>
      )}
    </div>
  );
}
