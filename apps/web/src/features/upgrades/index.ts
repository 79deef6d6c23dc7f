// The upgrades feature's public entry (see docs/web.md).
export { UpgradeButton, type UpgradableTicket } from './components/upgrade-button';
export { MyUpgrades } from './components/my-upgrades';
