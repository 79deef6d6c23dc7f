import { useState } from 'react';
import { Segmented } from 'antd';
import { CheckInForm } from '@/features/checkin';
import { CityPairField } from '@/features/flight-search';
import { FlightStatusForm } from '@/features/flight-status';
import { CheckInPassengerPicker } from '@/features/passengers';
import styles from './search-panel.module.css';

type Service = 'status' | 'checkin';

const SERVICES: { value: Service; label: string }[] = [
  { value: 'status', label: '航班动态' },
  { value: 'checkin', label: '在线值机' },
];

/**
 * Tab 1, trip services: flight status and online check-in. The app composes the features here:
 * flight status gets the flight-search city picker through its slot, and check-in leaves its
 * saved-passenger slot for the accounts work.
 */
export default function TripServicesTab() {
  const [service, setService] = useState<Service>('status');
  return (
    <div className={styles.tripServices}>
      <Segmented<Service>
        className={styles.subTabs}
        options={SERVICES}
        value={service}
        onChange={setService}
        aria-label="行程服务"
      />
      <div className={styles.subPanel}>
        {service === 'status' ? (
          <FlightStatusForm renderCityPair={(props) => <CityPairField {...props} testIdPrefix="status" />} />
        ) : (
          <CheckInForm passengerPicker={(fill) => <CheckInPassengerPicker onPick={fill} />} />
        )}
      </div>
    </div>
  );
}
