import styles from './answer-text.module.css';

/** An answer's plain text: one paragraph a line, numbered steps kept as the staff wrote them. */
export function AnswerText({ content }: { content: string }) {
  return (
    <div className={styles.text}>
      {content
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}
