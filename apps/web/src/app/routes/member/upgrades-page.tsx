import { MyUpgrades } from '@/features/upgrades';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /upgrades: 我的升舱. */
export function UpgradesRoute() {
  useDocumentTitle('我的升舱');
  return <MyUpgrades orderUrl={paths.orderDetail.url} />;
}
