// The coupons feature's public entry (see docs/web.md).
export { MyCoupons } from './components/my-coupons';

/** The birthday-coupon offer, loaded only for a signed-in passenger once the home pop-ups are done. */
export const loadBirthdayCoupons = () => import('./components/birthday-coupons');
