import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatYuan } from '@jc/shared/money';
import type { LegPick } from '../hooks/use-leg-picks';
import { clock, firstSegment, lastSegment, partyTotals, PASSENGER_LABEL } from '../lib/offers';
import { shortDate } from './search-summary';
import styles from './selection-summary.module.css';

export interface LegHeading {
  label: string;
  depCity: string;
  arrCity: string;
  flightDate: string;
}

/** A chosen flight in one line, with 重新选择. */
export function PickedLeg({
  heading,
  pick,
  onReopen,
}: {
  heading: LegHeading;
  pick: LegPick;
  onReopen: () => void;
}) {
  const { offer, price } = pick;
  return (
    <div className={styles.picked} data-testid="picked-leg">
      <span className={styles.pickedBadge}>
        <Icon icon={CheckCircleFilled} aria-hidden="true" /> 已选{heading.label}
      </span>
      <span className={styles.pickedRoute}>
        {heading.depCity} → {heading.arrCity} · {shortDate(heading.flightDate)}
      </span>
      <span className={styles.pickedFlight}>
        {offer.segments.map((s) => s.flightNo).join('/')} {clock(offer.departure)}–{clock(offer.arrival)}{' '}
        {firstSegment(offer).depAirportName} → {lastSegment(offer).arrAirportName}
      </span>
      <span className={styles.pickedFamily}>
        {price.familyName} {formatYuan(price.total)}
      </span>
      <Button variant="link" size="small" onClick={onReopen} data-testid="picked-leg-reopen">
        重新选择
      </Button>
    </div>
  );
}

interface SelectionSummaryProps {
  headings: readonly LegHeading[];
  picks: readonly (LegPick | null)[];
  complete: boolean;
  /** 下一步: on to the booking page with this selection and the total shown. */
  onContinue: (total: number) => void;
}

/** What the party pays for the flights chosen so far, per passenger type, taxes included. */
export function SelectionSummary({ headings, picks, complete, onContinue }: SelectionSummaryProps) {
  const chosen = picks.filter((p): p is LegPick => p !== null);
  if (chosen.length === 0) return null;
  const { lines, total } = partyTotals(chosen.map((p) => p.price));
  return (
    <aside className={styles.summary} aria-label="已选航班" data-testid="selection-summary">
      <h3 className={styles.title}>已选航班</h3>
      <ul className={styles.legs}>
        {headings.map((h, i) => {
          const pick = picks[i];
          return (
            <li key={i}>
              <span className={styles.legLabel}>{h.label}</span>
              {pick ? (
                <span>
                  {pick.offer.segments.map((s) => s.flightNo).join('/')} · {pick.price.familyName}
                </span>
              ) : (
                <span className={styles.muted}>待选择</span>
              )}
            </li>
          );
        })}
      </ul>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">乘客</th>
            <th scope="col">票价</th>
            <th scope="col">税费</th>
            <th scope="col">小计</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.type} data-testid={`selection-line-${line.type}`}>
              <th scope="row">
                {PASSENGER_LABEL[line.type]} ×{line.count}
              </th>
              <td>{formatYuan(line.fare)}</td>
              <td>{formatYuan(line.taxes)}</td>
              <td>{formatYuan(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.total}>
        <span>{complete ? '总价（含税费）' : '已选部分合计'}</span>
        <strong data-testid="selection-total">{formatYuan(total)}</strong>
      </div>
      <Button
        variant="primary"
        size="large"
        block
        disabled={!complete}
        onClick={() => onContinue(total)}
        data-testid="selection-continue"
      >
        {complete ? '下一步：填写乘客信息' : '请继续选择航班'}
      </Button>
    </aside>
  );
}
