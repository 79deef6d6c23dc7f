// The date-change feature's public entry (see docs/web.md).
export { ChangeButton, type ChangeableTicket } from './components/change-button';
