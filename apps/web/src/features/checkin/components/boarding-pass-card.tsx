import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { BoardingPass } from '@jc/shared';
import styles from './checkin.module.css';

const time = (local: string) => local.slice(11, 16);

/**
 * The electronic boarding pass as the gate reads it: route, flight, seat, gate, boarding time and
 * the QR code; the QR downloads as a PNG to show at security from the phone's photos.
 */
export function BoardingPassCard({ pass }: { pass: BoardingPass }) {
  return (
    <article className={styles.pass} aria-label={`${pass.passengerName}的登机牌`} data-testid="boarding-pass">
      <header className={styles.passHead}>
        <span className={styles.passBrand}>锦程航空</span>
        <span>
          登机牌 <span className={styles.passEn}>BOARDING PASS</span>
        </span>
      </header>
      <div className={styles.passBody}>
        <div className={styles.passRoute}>
          <div>
            <strong className={styles.passCode}>{pass.origin}</strong>
            <span>{pass.originName}</span>
          </div>
          <svg viewBox="0 0 24 24" className={styles.passPlane} aria-hidden="true">
            <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z" />
          </svg>
          <div className={styles.passTo}>
            <strong className={styles.passCode}>{pass.destination}</strong>
            <span>{pass.destinationName}</span>
          </div>
        </div>
        <dl className={styles.passFacts}>
          <div>
            <dt>旅客</dt>
            <dd data-testid="pass-name">{pass.passengerName}</dd>
          </div>
          <div>
            <dt>航班</dt>
            <dd>{pass.flightNo}</dd>
          </div>
          <div>
            <dt>日期</dt>
            <dd>{pass.flightDate}</dd>
          </div>
          <div>
            <dt>座位</dt>
            <dd className={styles.passSeat} data-testid="pass-seat">
              {pass.seat}
            </dd>
          </div>
          <div>
            <dt>登机口</dt>
            <dd>{pass.gate ?? '待定'}</dd>
          </div>
          <div>
            <dt>登机时间</dt>
            <dd>{time(pass.boardingTime)}</dd>
          </div>
          <div>
            <dt>起飞</dt>
            <dd>{time(pass.departure)}</dd>
          </div>
          <div>
            <dt>舱位 / 序号</dt>
            <dd>
              {pass.cabinName} / {String(pass.sequence).padStart(3, '0')}
            </dd>
          </div>
        </dl>
        {pass.infantName && <p className={styles.passNote}>携带婴儿：{pass.infantName}</p>}
      </div>
      <footer className={styles.passFoot}>
        <img src={pass.qrPng} alt={`登机牌二维码 ${pass.boardingPassNo}`} width={132} height={132} />
        <div className={styles.passFootText}>
          <span>票号 {pass.ticketNo}</span>
          <span>登机牌号 {pass.boardingPassNo}</span>
          <span className={styles.passHint}>请于登机时间前到达登机口，登机口于起飞前15分钟关闭。</span>
          <Button
            icon={<DownloadOutlined />}
            href={pass.qrPng}
            download={`登机牌-${pass.flightNo}-${pass.seat}-${pass.passengerName}.png`}
            data-testid="pass-download"
          >
            下载登机牌二维码
          </Button>
        </div>
      </footer>
    </article>
  );
}
