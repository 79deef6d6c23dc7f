import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import type { AirportEntry } from '@jc/shared';
import { useHotAirports } from '../api/get-hot-airports';
import { Icon } from '@/components/ui/icon';
import { useAirports } from '@/lib/airports';
import { afterLoad } from '@/lib/after-load';
import { useDismiss } from '@/hooks/use-dismiss';
import {
  findAirport,
  matchAirports,
  shortAirportName,
  suggestionOptionId,
  type CityValue,
} from '../lib/airport-search';
import styles from './city-pair-field.module.css';

// The drop-down is needed only on focus: fetched once the page has loaded, off the first paint.
const loadCityPanel = () => import('./city-panel');
const CityPanel = lazy(loadCityPanel);

type Side = 'departure' | 'arrival';

export interface CityPairFieldProps {
  departure: CityValue;
  arrival: CityValue;
  onDepartureChange: (value: CityValue) => void;
  onArrivalChange: (value: CityValue) => void;
  /** Swap exchanges departure and arrival (docs/rules.md); the form decides how. */
  onSwap: () => void;
  /** Prefix of the test ids, so two pickers on one page stay apart ('search', 'status'). */
  testIdPrefix: string;
  labels?: { departure: string; arrival: string };
  className?: string;
}

// A phone's keyboard would cover the arrival panel: there the panel opens without focusing the box.
const hasFinePointer = () => window.matchMedia?.('(pointer: fine)').matches ?? true;

/**
 * The departure and arrival boxes with their shared drop-down (docs/rules.md): clicking opens hot
 * airports and the lettered list, typing clears the box's code and shows matches (输入有误 when there
 * are none), picking the departure opens the arrival panel, and a button swaps the two.
 */
export function CityPairField({
  departure,
  arrival,
  onDepartureChange,
  onArrivalChange,
  onSwap,
  testIdPrefix,
  labels = { departure: '出发城市', arrival: '到达城市' },
  className,
}: CityPairFieldProps) {
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => afterLoad(() => void loadCityPanel()), []);
  const inputs = { departure: useRef<HTMLInputElement>(null), arrival: useRef<HTMLInputElement>(null) };
  const [active, setActive] = useState<Side | null>(null);
  // True once the visitor types in the active box: the panel then lists matches, not the groups.
  const [typing, setTyping] = useState(false);
  const [highlighted, setHighlighted] = useState(0);

  const airportsQuery = useAirports();
  const airports = airportsQuery.data;
  // Hot airports are only needed once a panel opens.
  const hotQuery = useHotAirports({ enabled: active !== null });

  const values = { departure, arrival };
  const setters = { departure: onDepartureChange, arrival: onArrivalChange };
  const panelId = `${baseId}-${active ?? 'closed'}-panel`;

  const close = () => {
    setActive(null);
    setTyping(false);
  };
  useDismiss(rootRef, active !== null, close);

  const open = (side: Side) => {
    if (active === side) return;
    setActive(side);
    setTyping(false);
    setHighlighted(0);
  };

  const suggestions = active && typing ? matchAirports(airports ?? [], values[active].city) : null;

  const pick = (side: Side, airport: AirportEntry) => {
    setters[side]({ city: airport.cityName, code: airport.airportCode });
    setTyping(false);
    setHighlighted(0);
    if (side === 'departure') {
      // docs/rules.md: picking a departure city opens the arrival list.
      setActive('arrival');
      if (hasFinePointer()) inputs.arrival.current?.focus();
    } else {
      setActive(null);
      inputs.arrival.current?.blur();
    }
  };

  const onKeyDown = (side: Side, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') {
      close();
      return;
    }
    if (!suggestions || suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((i) => (i - 1 + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const airport = suggestions[Math.min(highlighted, suggestions.length - 1)];
      if (airport) pick(side, airport);
    }
  };

  const box = (side: Side) => {
    const value = values[side];
    const airport = findAirport(airports, value.code);
    const isActive = active === side;
    const hint = airport
      ? `${airport.airportCode} · ${shortAirportName(airport)}`
      : value.city && !value.code
        ? '请从列表中选择'
        : '中文 / 拼音 / 三字码';
    return (
      <label
        className={`${styles.box} ${side === 'departure' ? styles.boxDeparture : styles.boxArrival} ${isActive ? styles.boxActive : ''}`}
      >
        <span className={styles.label}>{labels[side]}</span>
        <input
          ref={inputs[side]}
          className={styles.input}
          value={value.city}
          placeholder={side === 'departure' ? '从哪里出发' : '要去哪里'}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-label={labels[side]}
          aria-expanded={isActive}
          aria-controls={isActive ? panelId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={
            isActive && suggestions && suggestions.length > 0
              ? suggestionOptionId(panelId, highlighted)
              : undefined
          }
          data-testid={`${testIdPrefix}-${side === 'departure' ? 'dep' : 'arr'}-city`}
          onFocus={(event) => {
            open(side);
            event.currentTarget.select();
          }}
          onClick={() => open(side)}
          onChange={(event) => {
            // docs/rules.md: typing clears the box's airport code and shows suggestions.
            setters[side]({ city: event.target.value, code: '' });
            setActive(side);
            setTyping(event.target.value.trim() !== '');
            setHighlighted(0);
          }}
          onKeyDown={(event) => onKeyDown(side, event)}
        />
        <span className={value.city && !value.code ? styles.hintWarn : styles.hint}>{hint}</span>
      </label>
    );
  };

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${className ?? ''}`}
      data-testid={`${testIdPrefix}-cities`}
      onBlur={(event) => {
        // Tabbing out of the pair closes its panel; focus moving within it (box to box) does not.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) close();
      }}
    >
      <div className={styles.pair}>
        {box('departure')}
        <button
          type="button"
          className={styles.swap}
          aria-label="交换出发城市与到达城市"
          title="交换出发城市与到达城市"
          data-testid={`${testIdPrefix}-swap`}
          onClick={() => {
            close();
            onSwap();
          }}
        >
          <Icon icon={SwapOutlined} aria-hidden="true" />
        </button>
        {box('arrival')}
      </div>
      {active && (
        <div
          className={`${styles.dropdown} ${active === 'arrival' ? styles.dropdownArrival : ''}`}
          // Keeps focus in the box while the panel is clicked, so typing can go on.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Suspense fallback={null}>
            <CityPanel
              key={active}
              id={panelId}
              airports={airports}
              hotAirports={hotQuery.data}
              loading={airportsQuery.isFetching}
              failed={airportsQuery.isError}
              onRetry={() => void airportsQuery.refetch()}
              suggestions={suggestions}
              highlighted={highlighted}
              onHighlight={setHighlighted}
              onPick={(airport) => pick(active, airport)}
              selectedCode={values[active].code}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
