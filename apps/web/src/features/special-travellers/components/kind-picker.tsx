import type { SpecialTravellerKind } from '@jc/shared';
import { KIND_CARDS } from '../lib/kinds';
import { KindIcon } from './kind-icon';
import styles from './special-travellers.module.css';

/** The seven kinds as cards; the chosen one is pressed. */
export function KindPicker({
  value,
  onChange,
}: {
  value: SpecialTravellerKind | null;
  onChange: (kind: SpecialTravellerKind) => void;
}) {
  return (
    <ul className={styles.kinds} aria-label="选择特殊旅客类型">
      {KIND_CARDS.map((card) => (
        <li key={card.kind}>
          <button
            type="button"
            className={styles.kind}
            aria-pressed={value === card.kind}
            onClick={() => onChange(card.kind)}
            data-testid={`special-kind-${card.kind}`}
          >
            <span className={styles.kindIcon}>
              <KindIcon kind={card.kind} />
            </span>
            <span className={styles.kindName}>{card.name}</span>
            <span className={styles.kindSummary}>{card.summary}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
