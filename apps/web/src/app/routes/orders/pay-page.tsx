import { paths } from '@/config/paths';
import { PayPage, PayResult } from '@/features/orders';
import { PurchaseFrame } from './purchase-frame';

const toOrders = { title: '我的订单', to: paths.orders.url() };

export function PayRoute() {
  return (
    <PurchaseFrame
      title="订单支付"
      crumbs={[toOrders, { title: '订单支付' }]}
      subtitle="请在支付时限内完成支付"
      narrow
    >
      {(params) => <PayPage orderNo={params.get('orderNo') ?? ''} />}
    </PurchaseFrame>
  );
}

export function PayResultRoute() {
  return (
    <PurchaseFrame title="支付结果" crumbs={[toOrders, { title: '支付结果' }]} narrow>
      {(params) => <PayResult orderNo={params.get('orderNo') ?? ''} />}
    </PurchaseFrame>
  );
}
