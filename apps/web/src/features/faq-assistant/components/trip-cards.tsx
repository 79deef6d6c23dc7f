import { Link } from 'react-router';
import type { TripCard } from '@jc/shared';
import styles from './trip-cards.module.css';

const KIND_LABELS: Record<TripCard['kind'], string> = {
  'flight-status': '航班动态',
  'refund-progress': '退票进度',
  change: '改期',
  baggage: '行李额',
  'check-in': '值机',
};

/** Answers from the passenger's own trip, shown before the general suggestions. */
export function TripCards({ cards }: { cards: TripCard[] }) {
  return (
    <ul className={styles.cards} aria-label="您的行程" data-testid="trip-cards">
      {cards.map((card, i) => (
        <li key={i} className={styles.card} data-testid="trip-card">
          <span className={styles.kind}>{KIND_LABELS[card.kind]}</span>
          <p className={styles.title}>{card.title}</p>
          {card.lines.map((line, j) => (
            <p key={j} className={styles.line}>
              {line}
            </p>
          ))}
          {card.link &&
            (card.link.href.startsWith('/') ? (
              <Link to={card.link.href} className={styles.action}>
                {card.link.text}
              </Link>
            ) : (
              <a href={card.link.href} className={styles.action}>
                {card.link.text}
              </a>
            ))}
        </li>
      ))}
    </ul>
  );
}
