import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import type { Protocol } from '@jc/shared';
import styles from './terms-agreement.module.css';

interface TermsAgreementProps {
  protocols: Protocol[] | undefined;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  testId: string;
}

/**
 * 我已阅读并同意 followed by each protocol as 《name》, opening its text in a dialog whose button
 * accepts. Used for the member terms and the check-in terms. The HTML is sanitised by the server
 * (content module) before it is stored and served, so it is rendered as is.
 */
export function TermsAgreement({ protocols, agreed, onAgreedChange, testId }: TermsAgreementProps) {
  const [reading, setReading] = useState<Protocol | null>(null);
  return (
    <div className={styles.terms}>
      <Checkbox
        checked={agreed}
        onChange={(event) => onAgreedChange(event.target.checked)}
        data-testid={testId}
      >
        我已阅读并同意
      </Checkbox>
      {(protocols ?? []).map((protocol) => (
        <Button
          key={protocol.id}
          type="link"
          size="small"
          className={styles.link}
          onClick={() => setReading(protocol)}
        >
          《{protocol.name}》
        </Button>
      ))}
      <Modal
        open={reading !== null}
        title={reading?.name}
        width={720}
        onCancel={() => setReading(null)}
        footer={
          <Button
            type="primary"
            onClick={() => {
              onAgreedChange(true);
              setReading(null);
            }}
          >
            已阅读并同意
          </Button>
        }
        destroyOnHidden
      >
        <div
          className={styles.content}
          data-testid="protocol-content"
          dangerouslySetInnerHTML={{ __html: reading?.content ?? '' }}
        />
      </Modal>
    </div>
  );
}
