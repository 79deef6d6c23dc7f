import { useState } from 'react';
import { App, Button, Empty, Modal, Popconfirm, Spin, Tag } from 'antd';
import type { BoardingPass, CheckInSegment } from '@jc/shared';
import { errorText } from '@/lib/api-client';
import { useCancelCheckIn } from '../api/cancel-check-in';
import { useBoardingPass } from '../api/get-boarding-pass';
import { BoardingPassCard } from './boarding-pass-card';
import { SeatPicker } from './seat-picker';
import styles from './checkin.module.css';

const STATE_TAG: Record<CheckInSegment['state'], { color: string; text: string }> = {
  open: { color: 'green', text: '可值机' },
  notOpen: { color: 'blue', text: '未开放' },
  closed: { color: 'default', text: '已截止' },
  checkedIn: { color: 'gold', text: '已值机' },
  unavailable: { color: 'red', text: '不可值机' },
};

const TYPE_NAMES: Record<CheckInSegment['passengerType'], string> = {
  ADT: '成人',
  CHD: '儿童',
  INF: '婴儿',
  HERO: '成人',
};

/** Segments grouped by flight, in the order they fly. */
function byFlight(items: CheckInSegment[]) {
  const groups = new Map<string, CheckInSegment[]>();
  for (const s of items) {
    const key = `${s.flightNo}@${s.flightDate}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()];
}

/**
 * The passenger's segments on /checkInList: per flight its times and each passenger's state,
 * with 选座值机 while check-in is open (several passengers of an order together), then the
 * boarding pass and 取消值机.
 */
export function CheckInSegments({ items }: { items: CheckInSegment[] }) {
  const { message } = App.useApp();
  const [seating, setSeating] = useState<CheckInSegment[] | null>(null);
  const [passes, setPasses] = useState<BoardingPass[] | null>(null);
  const [passOf, setPassOf] = useState<string | null>(null);
  const cancel = useCancelCheckIn();

  if (items.length === 0) {
    return <Empty description="没有可办理值机的航段" />;
  }

  const onCancel = (ticketNo: string) =>
    cancel.mutate(ticketNo, {
      onSuccess: () => void message.success('已取消值机，座位已释放'),
      onError: (e) => void message.error(errorText(e, '取消值机失败，请稍后重试')),
    });

  return (
    <>
      {byFlight(items).map((flight) => {
        const f = flight[0]!;
        const open = flight.filter((s) => s.state === 'open');
        const sameOrder = open.filter((s) => s.orderNo === open[0]?.orderNo);
        return (
          <section
            key={`${f.flightNo}@${f.flightDate}`}
            className={styles.flightCard}
            aria-label={`${f.flightNo} ${f.flightDate}`}
            data-testid="checkin-flight"
          >
            <header className={styles.flightHead}>
              <div className={styles.flightWhen}>
                <strong>{f.flightNo}</strong>
                <span>{f.flightDate}</span>
                <span className={styles.muted}>
                  {f.aircraftName} · {f.cabinName}
                </span>
              </div>
              <div className={styles.flightRoute}>
                <div>
                  <strong className={styles.time}>{f.departure.slice(11)}</strong>
                  <span>{f.originName}</span>
                </div>
                <span className={styles.arrow} aria-hidden="true" />
                <div>
                  <strong className={styles.time}>{f.arrival.slice(11)}</strong>
                  <span>{f.destinationName}</span>
                </div>
              </div>
              <p className={styles.window}>
                {f.departure !== f.scheduledDeparture && <>计划 {f.scheduledDeparture.slice(11)} 起飞，</>}
                在线值机 {f.opensAt} 开放，{f.closesAt} 截止
              </p>
              {sameOrder.length > 1 && (
                <Button type="primary" onClick={() => setSeating(sameOrder)} data-testid="checkin-group">
                  一起值机（{sameOrder.length}人）
                </Button>
              )}
            </header>
            <ul className={styles.passengers}>
              {flight.map((s) => (
                <li key={s.ticketNo} className={styles.passenger} data-testid="checkin-passenger">
                  <div className={styles.who}>
                    <strong>{s.passengerName}</strong>
                    <span className={styles.muted}>
                      {TYPE_NAMES[s.passengerType]} · {s.certNo} · 票号 {s.ticketNo}
                    </span>
                    {s.infantName && <span className={styles.muted}>携带婴儿 {s.infantName}</span>}
                  </div>
                  <div className={styles.state}>
                    <Tag color={STATE_TAG[s.state].color} data-testid="checkin-state">
                      {STATE_TAG[s.state].text}
                    </Tag>
                    {s.seat && <span className={styles.seatNo}>座位 {s.seat}</span>}
                    {s.reason && <span className={styles.muted}>{s.reason}</span>}
                  </div>
                  <div className={styles.rowActions}>
                    {s.state === 'open' && (
                      <Button type="primary" ghost onClick={() => setSeating([s])} data-testid="checkin-seat">
                        选座值机
                      </Button>
                    )}
                    {s.state === 'checkedIn' && s.passengerType !== 'INF' && (
                      <>
                        <Button
                          type="primary"
                          onClick={() => setPassOf(s.ticketNo)}
                          data-testid="checkin-pass"
                        >
                          登机牌
                        </Button>
                        <Popconfirm
                          title="取消值机后座位将被释放，确定取消吗？"
                          okText="取消值机"
                          cancelText="再想想"
                          onConfirm={() => onCancel(s.ticketNo)}
                        >
                          <Button danger loading={cancel.isPending && cancel.variables === s.ticketNo}>
                            取消值机
                          </Button>
                        </Popconfirm>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {seating && (
        <SeatPicker
          passengers={seating}
          onClose={() => setSeating(null)}
          onDone={(done) => {
            setSeating(null);
            setPasses(done);
          }}
        />
      )}
      {passes && (
        <Modal open title="值机成功" footer={null} onCancel={() => setPasses(null)} width={480}>
          <div className={styles.passList}>
            {passes.map((p) => (
              <BoardingPassCard key={p.ticketNo} pass={p} />
            ))}
          </div>
        </Modal>
      )}
      {passOf && <BoardingPassModal ticketNo={passOf} onClose={() => setPassOf(null)} />}
    </>
  );
}

function BoardingPassModal({ ticketNo, onClose }: { ticketNo: string; onClose: () => void }) {
  const pass = useBoardingPass(ticketNo);
  return (
    <Modal open title="电子登机牌" footer={null} onCancel={onClose} width={480}>
      {pass.data ? (
        <BoardingPassCard pass={pass.data} />
      ) : pass.isError ? (
        <Empty description={errorText(pass.error, '登机牌加载失败')} />
      ) : (
        <div className={styles.seatLoading}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
