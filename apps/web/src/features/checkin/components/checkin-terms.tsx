import { TermsAgreement } from '@/components/terms-agreement';
import { useProtocols } from '@/lib/protocols';

interface CheckInTermsProps {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
}

/** The check-in terms (protocol list, location CI) that must be ticked before check-in. */
export function CheckInTerms({ agreed, onAgreedChange }: CheckInTermsProps) {
  const { data: protocols } = useProtocols('CI');
  return (
    <TermsAgreement
      protocols={protocols}
      agreed={agreed}
      onAgreedChange={onAgreedChange}
      testId="checkin-agree"
    />
  );
}
