// The account feature's public entry: what pages and other features may use (see docs/web.md).
export { AuthShell } from './components/auth-shell';
export { BindPhoneForm, BindTicketExpired, type BindPhoneState } from './components/bind-phone-form';
export { LoginPanel } from './components/login-panel';
export { PersonalInfoForm } from './components/personal-info-form';
export { RegisterForm } from './components/register-form';
export { safeRedirect } from './lib/safe-redirect';

/** The messaging-app login's return step, loaded only when the provider sent a code back. */
export const loadMessagingAppLogin = () => import('./components/messaging-app-login');
/** The "not yet a member" dialog, loaded only for a signed-in passenger. */
export const loadNonMemberDialog = () => import('./components/non-member-dialog');
