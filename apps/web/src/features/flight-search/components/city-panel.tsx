import { useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import type { AirportEntry } from '@jc/shared';
import { SearchMessages } from '@jc/shared/rules/messages';
import {
  PINYIN_GROUPS,
  airportButtonLabel,
  airportsInGroup,
  multiAirportCities,
  suggestionOptionId,
} from '../lib/airport-search';
import styles from './city-panel.module.css';

type Group = 'hot' | (typeof PINYIN_GROUPS)[number];

interface CityPanelProps {
  /** Element ids: the listbox for the input's aria-controls, and its options. */
  id: string;
  airports: readonly AirportEntry[] | undefined;
  hotAirports: readonly AirportEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Null shows the browsing panel (hot and lettered groups); text shows the matches. */
  suggestions: readonly AirportEntry[] | null;
  highlighted: number;
  onHighlight: (index: number) => void;
  onPick: (airport: AirportEntry) => void;
  /** The code currently chosen in the box, marked in the grid. */
  selectedCode: string;
}

/**
 * The drop-down of a city box: hot airports and the full list by pinyin letter, or suggestions.
 * Its own chunk, fetched after the home page's first paint, as the boxes need it only on focus.
 */
export default function CityPanel({
  id,
  airports,
  hotAirports,
  loading,
  failed,
  onRetry,
  suggestions,
  highlighted,
  onHighlight,
  onPick,
  selectedCode,
}: CityPanelProps) {
  const [group, setGroup] = useState<Group>('hot');

  if (!airports) {
    return (
      <div className={styles.panel} data-testid="city-panel">
        <div className={styles.state}>
          {failed && !loading ? (
            <>
              <span>城市列表加载失败</span>
              <Button size="small" onClick={onRetry}>
                重试
              </Button>
            </>
          ) : (
            <>
              <Spinner size={16} />
              <span>城市列表加载中…</span>
            </>
          )}
        </div>
      </div>
    );
  }

  const multi = multiAirportCities(airports);

  if (suggestions) {
    return (
      <div className={styles.panel} data-testid="city-panel">
        {suggestions.length === 0 ? (
          <div className={styles.noMatch} role="alert">
            <Icon icon={ExclamationCircleOutlined} aria-hidden="true" />
            <span className={styles.noMatchText}>{SearchMessages.cityNoMatch}</span>
            <span className={styles.noMatchHint}>请输入城市中文名、拼音、简拼或机场三字码</span>
          </div>
        ) : (
          <ul className={styles.suggestions} id={id} role="listbox" aria-label="城市搜索结果">
            {suggestions.map((airport, index) => (
              <li
                key={airport.airportCode}
                id={suggestionOptionId(id, index)}
                role="option"
                aria-selected={index === highlighted}
                className={index === highlighted ? styles.suggestionActive : styles.suggestion}
                data-code={airport.airportCode}
                onMouseEnter={() => onHighlight(index)}
                onClick={() => onPick(airport)}
              >
                <Icon icon={EnvironmentOutlined} className={styles.suggestionIcon} aria-hidden="true" />
                <span className={styles.suggestionCity}>{airportButtonLabel(airport, multi)}</span>
                <span className={styles.suggestionAirport}>{airport.airportName}</span>
                <span className={styles.suggestionCode}>{airport.airportCode}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  const shown =
    group === 'hot' ? (hotAirports ?? airports.filter((a) => a.hot)) : airportsInGroup(airports, group);
  const groups: { key: Group; label: string }[] = [
    { key: 'hot', label: '热门' },
    ...PINYIN_GROUPS.map((letters) => ({ key: letters, label: letters })),
  ];

  return (
    <div className={styles.panel} data-testid="city-panel">
      <p className={styles.tip}>支持中文、拼音、简拼或三字码输入</p>
      <div className={styles.groups} role="group" aria-label="按拼音首字母浏览">
        {groups.map((item) => (
          <button
            key={item.key}
            type="button"
            className={item.key === group ? styles.groupActive : styles.group}
            aria-pressed={item.key === group}
            onClick={() => setGroup(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.grid} id={id}>
        {shown.map((airport) => (
          <button
            key={airport.airportCode}
            type="button"
            className={airport.airportCode === selectedCode ? styles.cityActive : styles.city}
            title={`${airport.airportName}（${airport.airportCode}）`}
            data-code={airport.airportCode}
            onClick={() => onPick(airport)}
          >
            {airportButtonLabel(airport, multi)}
          </button>
        ))}
      </div>
    </div>
  );
}
