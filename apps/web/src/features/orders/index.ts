// The orders feature's public entry (see docs/web.md): 我的订单, order detail, pay and its result.
export { OrderDetailView } from './components/order-detail';
export { OrderList } from './components/order-list';
export { PayPage } from './components/pay-page';
export { PayResult } from './components/pay-result';
