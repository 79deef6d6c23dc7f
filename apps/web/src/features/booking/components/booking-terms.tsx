import { CONDITIONS_OF_CARRIAGE_TITLE, ConditionsOfCarriageText } from '@/components/conditions-of-carriage';
import { TermsAgreement, type TermsDocument } from '@/components/terms-agreement';
import { paths } from '@/config/paths';
import { BOOKING_NOTICE_TITLE, BookingNotice } from './booking-notice';

interface BookingTermsProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  /** The problem to show under the box (not yet agreed, after a submit). */
  error?: string | null | undefined;
}

/** The booking's two texts, written in the site: the notice, and the conditions with a link to their page. */
const DOCUMENTS: TermsDocument[] = [
  { key: 'notice', name: BOOKING_NOTICE_TITLE, body: <BookingNotice /> },
  {
    key: 'conditions',
    name: '运输总条件',
    title: CONDITIONS_OF_CARRIAGE_TITLE,
    body: <ConditionsOfCarriageText />,
    footer: (
      <a href={paths.conditionsOfCarriage.url()} target="_blank" rel="noreferrer">
        在新页面查看
      </a>
    ),
  },
];

/** 我已阅读并同意《旅客购票须知》《运输总条件》及所选运价的退改规则, each title opening its text. */
export function BookingTerms({ agreed, onAgreedChange, error }: BookingTermsProps) {
  return (
    <TermsAgreement
      documents={DOCUMENTS}
      agreed={agreed}
      onAgreedChange={onAgreedChange}
      testId="booking-terms"
      after="及所选运价的退改规则"
      error={error}
    />
  );
}
