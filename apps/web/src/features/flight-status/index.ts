// The flight-status feature's public entry (see docs/web.md).
export { FlightStatusForm } from './components/flight-status-form';
export { FlightStatusResults } from './components/flight-status-results';
export { useFlightStatus } from './api/get-flight-status';
export { flightStatusQueryOf } from './lib/flight-status-url';
