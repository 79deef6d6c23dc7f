// The refunds feature's public entry (see docs/web.md).
export { RefundButton, type RefundableTicket } from './components/refund-button';
export { MyRefunds } from './components/my-refunds';
export { RefundDetailView } from './components/refund-detail';
export { AccidentRefundEntry } from './components/accident-refund-entry';
export { MyAccidentRefunds } from './components/my-accident-refunds';
