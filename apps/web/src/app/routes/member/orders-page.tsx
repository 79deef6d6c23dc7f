import { useSearchParams } from 'react-router';
import { OrderDetailView, OrderList } from '@/features/orders';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** 我的订单 in the personal centre. */
export function OrdersRoute() {
  useDocumentTitle('我的订单');
  return <OrderList />;
}

/** One order, under 我的订单. */
export function OrderDetailRoute() {
  useDocumentTitle('订单详情');
  const [params] = useSearchParams();
  return <OrderDetailView orderNo={params.get('orderNo') ?? ''} />;
}
