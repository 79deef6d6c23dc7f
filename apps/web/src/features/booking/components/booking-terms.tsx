import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { CONDITIONS_OF_CARRIAGE_TITLE, ConditionsOfCarriageText } from '@/components/conditions-of-carriage';
import { paths } from '@/config/paths';
import { BOOKING_NOTICE_TITLE, BookingNotice } from './booking-notice';
import styles from './booking-terms.module.css';

type Text = 'notice' | 'conditions';

interface BookingTermsProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** The problem to show under the box (not yet agreed, after a submit). */
  error?: string | null | undefined;
}

/**
 * 我已阅读并同意《旅客购票须知》《运输总条件》及所选运价的退改规则: each title opens its text in a
 * dialog whose button accepts, as the member terms do (components/terms-agreement.tsx). The titles
 * sit outside the checkbox's label, so opening one does not tick or untick it.
 */
export function BookingTerms({ agreed, onAgreedChange, error }: BookingTermsProps) {
  // The text stays while its dialog closes, so the closing dialog does not change its words.
  const [text, setText] = useState<Text>('notice');
  const [open, setOpen] = useState(false);
  const title = text === 'conditions' ? CONDITIONS_OF_CARRIAGE_TITLE : BOOKING_NOTICE_TITLE;
  const link = (which: Text, name: string) => (
    <Button
      type="link"
      size="small"
      className={styles.link}
      onClick={() => {
        setText(which);
        setOpen(true);
      }}
      data-testid={`booking-terms-${which}`}
    >
      《{name}》
    </Button>
  );

  return (
    <div className={styles.terms} data-problem={error ? '' : undefined}>
      <Checkbox
        checked={agreed}
        onChange={(event) => onAgreedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        data-testid="booking-terms"
      >
        我已阅读并同意
      </Checkbox>
      {link('notice', BOOKING_NOTICE_TITLE)}
      {link('conditions', '运输总条件')}
      <span>及所选运价的退改规则</span>
      {error && (
        <em className={styles.error} data-testid="booking-terms-error">
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
            {text === 'conditions' && (
              <a href={paths.conditionsOfCarriage.url()} target="_blank" rel="noreferrer">
                在新页面查看
              </a>
            )}
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
          data-testid="booking-terms-content"
        >
          {text === 'conditions' ? <ConditionsOfCarriageText /> : <BookingNotice />}
        </div>
      </Modal>
    </div>
  );
}
