import { BookingPage, decodeSelection } from '@/features/booking';
import { PurchaseFrame } from './purchase-frame';

export function BookingRoute() {
  return (
    <PurchaseFrame
      title="填写订单"
      crumbs={[{ title: '机票预订' }, { title: '填写订单' }]}
      subtitle="确认航班、填写乘机人并提交订单"
    >
      {(params) => <BookingPage selection={decodeSelection(params.get('sel'))} />}
    </PurchaseFrame>
  );
}
