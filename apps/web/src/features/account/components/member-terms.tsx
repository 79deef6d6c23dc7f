import { TermsAgreement } from '@/components/terms-agreement';
import { useProtocols } from '@/lib/protocols';

interface MemberTermsProps {
  /** Ticked; the form item's value. */
  value?: boolean;
  onChange?: (agreed: boolean) => void;
}

/** The member terms (protocol list, location REG) as a form control for the agreement checkbox. */
export function MemberTerms({ value = false, onChange }: MemberTermsProps) {
  const { data: protocols } = useProtocols('REG');
  return (
    <TermsAgreement
      protocols={protocols}
      agreed={value}
      onAgreedChange={(agreed) => onChange?.(agreed)}
      testId="member-terms-agree"
    />
  );
}
