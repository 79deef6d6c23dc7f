// The saved-passengers feature's public entry (see docs/web.md).
export { CheckInPassengerPicker } from './components/checkin-passenger-picker';
export { SavedPassengers } from './components/saved-passengers';
export { getPassenger } from './api/get-passenger';
export { usePassengers } from './api/get-passengers';
