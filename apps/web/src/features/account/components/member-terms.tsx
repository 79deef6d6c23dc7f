import { TermsAgreement } from '../../../components/terms-agreement';
import { useMemberTerms } from '../api/get-member-terms';

interface MemberTermsProps {
  /** Ticked; the form item's value. */
  value?: boolean;
  onChange?: (agreed: boolean) => void;
}

/** The member terms (protocol list, location REG) as a form control for the agreement checkbox. */
export function MemberTerms({ value = false, onChange }: MemberTermsProps) {
  const { data: protocols } = useMemberTerms();
  return (
    <TermsAgreement
      protocols={protocols}
      agreed={value}
      onAgreedChange={(agreed) => onChange?.(agreed)}
      testId="member-terms-agree"
    />
  );
}
