import styles from './password-strength.module.css';

type Level = 0 | 1 | 2 | 3;

const LABELS: Record<Level, string> = { 0: '', 1: '弱', 2: '中', 3: '强' };

/** A rough strength: length, and how many kinds of characters (letters, cases, digits, symbols). */
export function passwordLevel(password: string): Level {
  if (!password) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (password.length < 8 || kinds < 2) return 1;
  if (password.length >= 12 && kinds >= 3) return 3;
  return 2;
}

/** Three bars under the password field, coloured by strength, with 弱 / 中 / 强. */
export function PasswordStrength({ password }: { password: string }) {
  const level = passwordLevel(password);
  return (
    <div className={styles.meter} data-level={level} aria-live="polite" data-testid="password-strength">
      <span className={styles.bars} aria-hidden="true">
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
      </span>
      <span className={styles.label}>{level ? `密码强度：${LABELS[level]}` : '密码强度'}</span>
    </div>
  );
}
