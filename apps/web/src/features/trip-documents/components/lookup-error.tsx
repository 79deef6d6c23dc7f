import { Alert } from 'antd';
import { errorText } from '@/lib/api-client';
import styles from './trip-documents.module.css';

/** Why a look-up found nothing: the server's refusal, or a general line when it did not answer. */
export function LookupError({ error, testId }: { error: unknown; testId: string }) {
  return (
    <Alert
      className={styles.card}
      type="warning"
      showIcon
      message={errorText(error, '查询失败，请稍后再试')}
      data-testid={testId}
    />
  );
}
