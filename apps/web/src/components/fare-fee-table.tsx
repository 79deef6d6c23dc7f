import type { CSSProperties } from 'react';
import type { FareFamilyRules } from '@jc/shared';
import { FEE_BANDS } from '@jc/shared/rules/fares';
import styles from './fare-fee-table.module.css';

const percent = (value: number) => (value === 0 ? '免费' : `票面价 ${value}%`);

interface FareFeeTableProps {
  families: readonly FareFamilyRules[];
  /** Which fee: 退票 (refund) or 改期 (change). */
  kind: 'refund' | 'change';
  caption: string;
}

/** A fare family × time band table of refund or change fees, as a percent of the fare. */
export function FareFeeTable({ families, kind, caption }: FareFeeTableProps) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} style={{ '--families': families.length } as CSSProperties}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">距航班起飞</th>
            {families.map((f) => (
              <th scope="col" key={f.code}>
                {f.name}
                {f.cabinName !== f.name && <span className={styles.cabin}>{f.cabinName}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEE_BANDS.map((band) => (
            <tr key={band.key}>
              <th scope="row">{band.label}</th>
              {families.map((f) => (
                <td key={f.code}>{percent((kind === 'refund' ? f.refundFees : f.changeFees)[band.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
