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

const familyLabel = (f: FareFamilyRules) => (f.cabinName !== f.name ? `${f.name}（${f.cabinName}）` : f.name);

/**
 * A fare family × time band table of refund or change fees, as a percent of the fare. With more
 * than one family, a phone shows each time band as a card of "family  fee" lines (the family on
 * each cell, `data-label`): four families' columns scrolled sideways with nothing saying so, and a
 * passenger read one family and missed the rest. The table's roles are written out because the
 * cards' display drops them.
 */
export function FareFeeTable({ families, kind, caption }: FareFeeTableProps) {
  const stacked = families.length > 1;
  return (
    <div
      className={`${styles.scroller} ${stacked ? styles.stacked : ''}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-testid="fee-table"
    >
      <table role="table" className={styles.table} style={{ '--families': families.length } as CSSProperties}>
        <caption className={styles.caption}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              距航班起飞
            </th>
            {families.map((f) => (
              <th role="columnheader" scope="col" key={f.code}>
                {f.name}
                {f.cabinName !== f.name && <span className={styles.cabin}>{f.cabinName}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {FEE_BANDS.map((band) => (
            <tr role="row" key={band.key}>
              <th role="rowheader" scope="row">
                {band.label}
              </th>
              {families.map((f) => (
                <td role="cell" key={f.code} data-label={familyLabel(f)}>
                  {percent((kind === 'refund' ? f.refundFees : f.changeFees)[band.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
