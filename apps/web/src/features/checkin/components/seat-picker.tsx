import { useMemo, useState } from 'react';
import { Alert, App, Button, Modal, Segmented, Spin } from 'antd';
import type { BoardingPass, CheckInSegment, SeatMapView } from '@jc/shared';
import { errorText } from '@/lib/api-client';
import { useCheckIn } from '../api/check-in';
import { useSeatMaps } from '../api/get-seat-map';
import styles from './checkin.module.css';

interface SeatPickerProps {
  /** The passengers to seat: one, or several of one order on one flight (group check-in). */
  passengers: CheckInSegment[];
  onClose: () => void;
  onDone: (passes: BoardingPass[]) => void;
}

type SeatView = NonNullable<SeatMapView['rows'][number]['seats'][number]>;

/**
 * The aircraft's seat map (docs/trip-services.md): each passenger picks a seat in turn; taken
 * seats, paid seats (a seat-selection coupon each) and the exit rows' limits are marked, and a
 * refused seat says why. Confirming checks everyone in at once, or nobody.
 */
export function SeatPicker({ passengers, onClose, onDone }: SeatPickerProps) {
  const { message } = App.useApp();
  const maps = useSeatMaps(passengers.map((p) => p.ticketNo));
  const [active, setActive] = useState(passengers[0]!.ticketNo);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const checkIn = useCheckIn();
  const [error, setError] = useState<string | null>(null);

  const activeIndex = passengers.findIndex((p) => p.ticketNo === active);
  const map = maps[activeIndex]?.data;
  const holderOf = useMemo(() => {
    const byName = new Map<string, string>();
    for (const p of passengers) if (chosen[p.ticketNo]) byName.set(chosen[p.ticketNo]!, p.passengerName);
    return byName;
  }, [chosen, passengers]);
  const first = passengers[0]!;
  const paidChosen = passengers.filter((p, i) => {
    const seat = chosen[p.ticketNo];
    return seat && maps[i]?.data?.rows.some((r) => r.seats.some((s) => s?.seat === seat && s.paid));
  }).length;
  const coupons = maps[0]?.data?.seatCoupons ?? 0;

  const pick = (seat: SeatView) => {
    if (seat.state === 'taken') return;
    if (seat.refusal) {
      void message.warning(seat.refusal);
      return;
    }
    const holder = holderOf.get(seat.seat);
    if (holder && chosen[active] !== seat.seat) {
      void message.warning(`该座位已分配给${holder}`);
      return;
    }
    const next = { ...chosen, [active]: seat.seat };
    setChosen(next);
    setError(null);
    // On to the next passenger without a seat.
    const waiting = passengers.find((p) => !next[p.ticketNo]);
    if (waiting) setActive(waiting.ticketNo);
  };

  const submit = () => {
    setError(null);
    checkIn.mutate(
      {
        orderNo: first.orderNo,
        seats: passengers.map((p) => ({ ticketNo: p.ticketNo, seat: chosen[p.ticketNo]! })),
      },
      {
        onSuccess: onDone,
        onError: (e) => {
          setError(errorText(e, '值机失败，请稍后重试'));
          void maps.forEach((m) => m.refetch());
        },
      },
    );
  };

  const allChosen = passengers.every((p) => chosen[p.ticketNo]);
  const loading = maps.some((m) => m.isPending);
  const failed = maps.find((m) => m.isError)?.error;

  return (
    <Modal
      open
      title={`选择座位 · ${first.flightNo} ${first.originName} → ${first.destinationName}`}
      onCancel={onClose}
      width={720}
      className={styles.seatModal}
      footer={
        <div className={styles.seatFooter}>
          <span className={styles.muted}>
            {passengers.map((p) => `${p.passengerName} ${chosen[p.ticketNo] ?? '未选'}`).join('　')}
          </span>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            disabled={!allChosen}
            loading={checkIn.isPending}
            onClick={submit}
            data-testid="seat-confirm"
          >
            确认值机
          </Button>
        </div>
      }
    >
      {passengers.length > 1 && (
        <Segmented
          block
          value={active}
          onChange={(v) => setActive(String(v))}
          options={passengers.map((p) => ({
            value: p.ticketNo,
            label: `${p.passengerName}${chosen[p.ticketNo] ? ` · ${chosen[p.ticketNo]}` : ''}`,
          }))}
          className={styles.seatTabs}
        />
      )}
      {error && <Alert type="error" showIcon message={error} className={styles.seatAlert} />}
      {failed && (
        <Alert
          type="error"
          showIcon
          message={errorText(failed, '座位图加载失败')}
          className={styles.seatAlert}
        />
      )}
      <ul className={styles.legend} aria-label="图例">
        <li>
          <i className={styles.seat} /> 可选
        </li>
        <li>
          <i className={`${styles.seat} ${styles.seatTaken}`} /> 已占
        </li>
        <li>
          <i className={`${styles.seat} ${styles.seatPaid}`} /> 付费座位（需选座券）
        </li>
        <li>
          <i className={`${styles.seat} ${styles.seatChosen}`} /> 已选
        </li>
        <li>
          <span className={styles.exitMark}>出口</span> 紧急出口排
        </li>
      </ul>
      <p className={styles.muted}>
        {map ? `${map.aircraftName} · 您的选座券 ${coupons} 张` : ''}
        {paidChosen > 0 ? `，本次使用 ${paidChosen} 张` : ''}
      </p>
      {loading || !map ? (
        <div className={styles.seatLoading}>
          <Spin tip="正在加载座位图…">
            <div style={{ width: 1, height: 80 }} />
          </Spin>
        </div>
      ) : (
        <div className={styles.cabinScroll}>
          <div
            className={styles.cabin}
            role="grid"
            aria-label={`${map.aircraftName}座位图`}
            data-testid="seat-map"
          >
            {map.rows.map((row) => (
              <div
                key={row.row}
                role="row"
                className={`${styles.seatRow} ${row.cabin === 'C' ? styles.businessRow : ''}`}
              >
                <span className={styles.rowNo} aria-hidden="true">
                  {row.row}
                </span>
                {row.seats.map((seat, i) =>
                  seat ? (
                    <SeatButton
                      key={seat.seat}
                      seat={seat}
                      business={row.cabin === 'C'}
                      chosenBy={holderOf.get(seat.seat) ?? null}
                      mine={chosen[active] === seat.seat}
                      onPick={() => pick(seat)}
                    />
                  ) : (
                    <span key={`aisle-${i}`} className={styles.aisle} aria-hidden="true" />
                  ),
                )}
                <span className={styles.exitSlot} aria-hidden="true">
                  {row.exit ? <span className={styles.exitMark}>出口</span> : null}
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
    </Modal>
  );
}

function SeatButton({
  seat,
  business,
  chosenBy,
  mine,
  onPick,
}: {
  seat: SeatView;
  business: boolean;
  chosenBy: string | null;
  mine: boolean;
  onPick: () => void;
}) {
  const taken = seat.state === 'taken';
  const classes = [
    styles.seat,
    business ? styles.seatBusiness : '',
    seat.paid ? styles.seatPaid : '',
    taken ? styles.seatTaken : '',
    seat.refusal && !taken ? styles.seatRefused : '',
    chosenBy ? styles.seatChosen : '',
    mine ? styles.seatMine : '',
  ].join(' ');
  const state = taken
    ? '已占'
    : chosenBy
      ? `已选给${chosenBy}`
      : (seat.refusal ?? (seat.paid ? '付费座位' : '可选'));
  return (
    <button
      type="button"
      role="gridcell"
      className={classes}
      disabled={taken}
      aria-label={`${seat.seat} ${state}`}
      aria-pressed={mine}
      title={`${seat.seat} ${state}`}
      onClick={onPick}
      data-seat={seat.seat}
    >
      {seat.seat.replace(/^\d+/, '')}
    </button>
  );
}
