// The check-in feature's public entry (see docs/web.md).
export { CheckInForm } from './components/checkin-form';
