// The trip-documents feature's public entry (see docs/web.md): delay certificates and ticket verification.
export { DelayCertificatePanel, type DelayIdentityForm } from './components/delay-certificate-panel';
export { VerifyCodeSection } from './components/verify-code-section';
export { TicketVerifyPanel } from './components/ticket-verify-panel';
