import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { checkName } from '@jc/shared/rules/checkin';
import { SubmitButton } from '@/components/antd/submit-button';
import { formRule } from '@/lib/form-rules';
import styles from './trip-documents.module.css';

/** A card of the trip-document pages, named by its title. */
export function DocumentCard({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 className={styles.cardTitle} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The last cell of a look-up form's grid: the submit button, as wide as the cell, level with the fields. */
export function GridSubmit(props: { pending: boolean; testId: string; children: ReactNode }) {
  return (
    <Form.Item label=" " colon={false}>
      <SubmitButton {...props} />
    </Form.Item>
  );
}

const passengerNameRules = [formRule(checkName)];

/** The passenger's name, as both look-ups ask it: checked by the shared rule, as written when booking. */
export function PassengerNameItem({ testId }: { testId: string }) {
  return (
    <Form.Item label="乘机人姓名" name="passengerName" rules={passengerNameRules}>
      <Input size="large" placeholder="与购票时一致" maxLength={24} data-testid={testId} />
    </Form.Item>
  );
}
