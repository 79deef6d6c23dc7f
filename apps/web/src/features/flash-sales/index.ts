// The flash-sales feature's public entry (see docs/web.md).
export { useFlashSaleSubjects } from './api/get-flash-sale-subjects';
export { FlashSaleCampaign } from './components/flash-sale-campaign';
export { useServerNow } from './hooks/use-server-now';
export { flashSaleKeys } from './lib/query-keys';
