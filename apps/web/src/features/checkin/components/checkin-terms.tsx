import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import type { Protocol } from '@jc/shared';
import { useCheckInProtocols } from '../api/get-checkin-protocols';
import styles from './checkin-form.module.css';

interface CheckInTermsProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}

/**
 * 我已阅读并同意 and the check-in terms, each opening in a dialog. The terms' HTML comes from the
 * server already sanitised, so it is rendered as is.
 */
export function CheckInTerms({ agreed, onAgreedChange }: CheckInTermsProps) {
  const { data: protocols } = useCheckInProtocols();
  const [reading, setReading] = useState<Protocol | null>(null);

  return (
    <div className={styles.terms}>
      <Checkbox
        checked={agreed}
        onChange={(event) => onAgreedChange(event.target.checked)}
        data-testid="checkin-agree"
      >
        我已阅读并同意
      </Checkbox>
      {(protocols ?? []).map((protocol) => (
        <Button
          key={protocol.id}
          type="link"
          size="small"
          className={styles.termsLink}
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
          className={styles.protocolContent}
          data-testid="protocol-content"
          // Sanitised by the server (content module) before it is stored and served.
          dangerouslySetInnerHTML={{ __html: reading?.content ?? '' }}
        />
      </Modal>
    </div>
  );
}
