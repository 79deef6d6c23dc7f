// The special traveller service's public entry (see docs/web.md).
export { KindPicker } from './components/kind-picker';
export { SpecialTravellerForm } from './components/special-traveller-form';
export { MySpecialTravellers } from './components/my-special-travellers';
export { KIND_CARDS } from './lib/kinds';
