import { useState } from 'react';
import { App, Button, Modal } from 'antd';
import { CheckCircleFilled, TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedPassenger } from '@jc/shared';
import { validatePassengerPick } from '@jc/shared/rules/checkin';
import { CheckInMessages } from '@jc/shared/rules/messages';
import { useAuthToken } from '@/hooks/use-auth-token';
import { getPassenger } from '../api/get-passenger';
import { passengersQueryOptions } from '../api/get-passengers';
import { PassengerTypeTag } from './passenger-type-tag';
import styles from './checkin-passenger-picker.module.css';

/** What the check-in form takes from the chosen passenger. */
export interface PickedPassenger {
  name: string;
  certNo: string;
  phone?: string;
}

interface CheckInPassengerPickerProps {
  onPick: (values: PickedPassenger) => void;
}

/**
 * docs/rules.md, the check-in form's saved-passenger picker, for a logged-in passenger:
 * the list (currentPage 1, limit 500), infants shown but not selectable, one passenger at most;
 * confirming with none chosen gives 请选择乘机人！, an account without passengers gets
 * 您的账号暂时没有乘机人，请到个人中心常用乘机人中添加！ The list is masked, so the chosen one's full
 * certificate number and phone come from the detail call before they fill the form.
 */
export function CheckInPassengerPicker({ onPick }: CheckInPassengerPickerProps) {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [passengers, setPassengers] = useState<SavedPassenger[] | null>(null);
  const [selected, setSelected] = useState<SavedPassenger | null>(null);
  const [loading, setLoading] = useState(false);
  const [filling, setFilling] = useState(false);

  if (!token) return null;

  const openPicker = async () => {
    setLoading(true);
    try {
      const { passengers: list } = await queryClient.fetchQuery({
        ...passengersQueryOptions(token),
        staleTime: 0,
      });
      if (list.length === 0) {
        void message.warning(CheckInMessages.noSavedPassengers);
        return;
      }
      setSelected(null);
      setPassengers(list);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setLoading(false);
    }
  };

  const choose = (passenger: SavedPassenger) => {
    if (passenger.type === 'INF') {
      void message.warning(CheckInMessages.infantNotSelectable);
      return;
    }
    // One passenger only: choosing another replaces the choice.
    setSelected((current) => (current?.id === passenger.id ? null : passenger));
  };

  const confirm = async () => {
    const problem = validatePassengerPick(selected ? [selected] : []);
    if (problem || !selected) {
      void message.warning(problem ?? CheckInMessages.passengerRequired);
      return;
    }
    setFilling(true);
    try {
      const full = await getPassenger(selected.id);
      onPick({ name: full.name, certNo: full.certNo, ...(full.phone ? { phone: full.phone } : {}) });
      setPassengers(null);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setFilling(false);
    }
  };

  return (
    <>
      <Button
        icon={<TeamOutlined />}
        onClick={openPicker}
        loading={loading}
        className={styles.trigger}
        data-testid="checkin-pick-passenger"
      >
        选择乘机人
      </Button>
      <Modal
        open={passengers !== null}
        title="选择乘机人"
        width={560}
        centered
        onCancel={() => setPassengers(null)}
        okText="确定"
        cancelText="取消"
        onOk={confirm}
        okButtonProps={{ loading: filling }}
        destroyOnHidden
        wrapProps={{ 'data-testid': 'checkin-passenger-picker' }}
      >
        <p className={styles.hint}>每次办理一位乘机人的值机；婴儿请随同行成人办理，不可单独选择。</p>
        <ul className={styles.list} role="radiogroup" aria-label="常用乘机人">
          {(passengers ?? []).map((passenger) => {
            const infant = passenger.type === 'INF';
            const checked = selected?.id === passenger.id;
            return (
              <li key={passenger.id}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  aria-disabled={infant || undefined}
                  className={styles.option}
                  data-checked={checked || undefined}
                  data-infant={infant || undefined}
                  data-testid="picker-passenger"
                  onClick={() => choose(passenger)}
                >
                  <span className={styles.radio} aria-hidden="true">
                    {checked && <CheckCircleFilled />}
                  </span>
                  <span className={styles.who}>
                    <span className={styles.nameRow}>
                      <strong>{passenger.name}</strong>
                      <PassengerTypeTag type={passenger.type} />
                    </span>
                    <span className={styles.detail}>
                      {passenger.certType} {passenger.certNo}
                      {passenger.phone ? ` · ${passenger.phone}` : ''}
                    </span>
                  </span>
                  {infant && <span className={styles.note}>不可选择</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </>
  );
}
