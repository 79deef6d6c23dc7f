// The booking feature's public entry (see docs/web.md).
export { BookingPage } from './components/booking-page';
export { decodeSelection, encodeSelection, type UrlSelection } from './lib/selection';
