import { Suspense, useState, type KeyboardEvent } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { lazyWithAntd } from '@/components/antd/antd-island';
import { useIntent } from '@/components/antd/use-intent';
import { Icon } from '@/components/ui/icon';
import { useAirports } from '@/lib/airports';
import type { DepartureSelectProps } from './departure-select';
import styles from './departure-picker.module.css';

const DepartureSelect = lazyWithAntd<DepartureSelectProps>(() =>
  import('./departure-select').then((module) => ({ default: module.DepartureSelect })),
);

/**
 * The departure switcher where the page otherwise has no antd (the home page's fares strip): a
 * look-alike of the closed select until the passenger reaches for it, then the searchable select.
 */
export function DeparturePicker(props: DepartureSelectProps) {
  const intent = useIntent();
  // Letters typed while the searchable select is on its way (focus sits on the look-alike until
  // it arrives): kept and handed over, so that none is lost.
  const [typed, setTyped] = useState('');
  const onKeyDown = (event: KeyboardEvent) => {
    const printable =
      event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable) return;
    event.preventDefault();
    setTyped((text) => text + event.key);
    intent.want({ focus: true, click: true });
  };
  const { data: airports } = useAirports();
  const airport = airports?.find((entry) => entry.airportCode === props.value);
  const label = airport
    ? `${airport.cityName} ${airport.airportCode}`
    : `${props.currentCityName ?? ''} ${props.value}`.trim();
  const name = props['aria-label'] ?? '出发地';

  const lookAlike = (
    <button
      type="button"
      className={styles.lookAlike}
      aria-label={`${name}：${label}`}
      aria-haspopup="listbox"
      data-testid="departure-select"
      {...intent.handlers}
      onKeyDown={onKeyDown}
    >
      <Icon icon={EnvironmentOutlined} aria-hidden="true" className={styles.prefix} />
      <span className={styles.lookAlikeValue}>{label}</span>
      <Icon icon={DownOutlined} aria-hidden="true" className={styles.lookAlikeArrow} />
    </button>
  );

  return (
    <Suspense fallback={lookAlike}>
      {intent.wanted ? (
        <DepartureSelect
          {...props}
          autoFocus={intent.focus}
          defaultOpen={intent.click}
          initialSearch={typed}
        />
      ) : (
        lookAlike
      )}
    </Suspense>
  );
}
