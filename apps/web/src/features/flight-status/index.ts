// The flight-status feature's public entry (see docs/web.md).
export { FlightStatusForm } from './components/flight-status-form';
