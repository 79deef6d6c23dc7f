// The check-in feature's public entry (see docs/web.md).
export { CheckInForm } from './components/checkin-form';
export { CheckInSegments } from './components/checkin-segments';
export { useCheckInSegments, type CheckInSource } from './api/get-checkin-segments';
