import { useMessagingAppLogin } from '../hooks/use-messaging-app-login';

/**
 * The home page's messaging-app code exchange, as a component so that its code is fetched only
 * when the address carries a provider code.
 */
export default function MessagingAppLogin() {
  useMessagingAppLogin();
  return null;
}
