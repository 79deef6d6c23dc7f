import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import type { Protocol } from '@jc/shared';
import styles from './terms-agreement.module.css';

/** A text the passenger agrees to: 《name》 opens it in a dialog. */
export interface TermsDocument {
  key: string;
  /** The link's words, inside 《》. */
  name: string;
  /** The dialog's title, when longer than the link's name. */
  title?: string;
  body: ReactNode;
  /** Beside the dialog's accept button (a link to the full page). */
  footer?: ReactNode;
}

interface TermsAgreementProps {
  /** Texts the staff keep (the protocol list), or written in the site: either. */
  protocols?: Protocol[] | undefined;
  documents?: TermsDocument[];
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  testId: string;
  /** Words after the links (及所选运价的退改规则). */
  after?: string;
  /** The problem to show under the box (not yet agreed, after a submit). */
  error?: string | null | undefined;
}

/**
 * 我已阅读并同意 followed by each text as 《name》, opening it in a dialog whose button accepts. Used
 * for the member terms, the check-in terms and the booking terms. The links sit outside the
 * checkbox's label, so opening one does not tick it. Protocol HTML is sanitised by the server
 * (content module) before it is stored and served, so it is rendered as is.
 */
export function TermsAgreement({
  protocols,
  documents,
  agreed,
  onAgreedChange,
  testId,
  after,
  error,
}: TermsAgreementProps) {
  const texts =
    documents ??
    (protocols ?? []).map((p) => ({
      key: String(p.id),
      name: p.name,
      body: <div dangerouslySetInnerHTML={{ __html: p.content }} />,
    }));
  // The text stays while its dialog closes, so the closing dialog does not change its words.
  const [reading, setReading] = useState<TermsDocument | null>(null);
  const [open, setOpen] = useState(false);
  const title = reading?.title ?? reading?.name;
  return (
    <div className={styles.terms} data-problem={error ? '' : undefined}>
      <Checkbox
        checked={agreed}
        onChange={(event) => onAgreedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      >
        我已阅读并同意
      </Checkbox>
      {texts.map((text) => (
        <Button
          key={text.key}
          type="link"
          size="small"
          className={styles.link}
          onClick={() => {
            setReading(text);
            setOpen(true);
          }}
          data-testid={`${testId}-${text.key}`}
        >
          《{text.name}》
        </Button>
      ))}
      {after && <span>{after}</span>}
      {error && (
        <em className={styles.error} data-testid={`${testId}-error`}>
          {error}
        </em>
      )}
      <Modal
        open={open}
        title={title}
        width={720}
        onCancel={() => setOpen(false)}
        footer={
          <div className={styles.footer}>
            {reading?.footer}
            <Button
              type="primary"
              onClick={() => {
                onAgreedChange(true);
                setOpen(false);
              }}
            >
              已阅读并同意
            </Button>
          </div>
        }
        destroyOnHidden
      >
        {/* Focusable, so that the keyboard scrolls a long text too. */}
        <div
          className={styles.content}
          role="region"
          aria-label={title}
          tabIndex={0}
          data-testid="protocol-content"
        >
          {reading?.body}
        </div>
      </Modal>
    </div>
  );
}
