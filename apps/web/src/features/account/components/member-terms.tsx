import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import type { Protocol } from '@jc/shared';
import { useMemberTerms } from '../api/get-member-terms';
import styles from './member-terms.module.css';

interface MemberTermsProps {
  /** Ticked; the form item's value. */
  value?: boolean;
  onChange?: (agreed: boolean) => void;
}

/**
 * 我已阅读并同意 and the member terms (protocol list, location REG), each 《name》 opening its text
 * in a dialog whose button accepts. The HTML is sanitised by the server before it is served.
 */
export function MemberTerms({ value = false, onChange }: MemberTermsProps) {
  const { data: protocols } = useMemberTerms();
  const [reading, setReading] = useState<Protocol | null>(null);

  return (
    <div className={styles.terms}>
      <Checkbox
        checked={value}
        onChange={(event) => onChange?.(event.target.checked)}
        data-testid="member-terms-agree"
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
              onChange?.(true);
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
          // Sanitised by the server (content module) before it is stored and served.
          dangerouslySetInnerHTML={{ __html: reading?.content ?? '' }}
        />
      </Modal>
    </div>
  );
}
