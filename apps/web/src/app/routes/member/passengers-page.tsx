import { SavedPassengers } from '@/features/passengers';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /passengers: 常用乘机人, the saved passengers the check-in form can pick from. */
export function PassengersRoute() {
  useDocumentTitle('常用乘机人');
  return <SavedPassengers />;
}
