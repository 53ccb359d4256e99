// The delivery area's public face: the order detail page's delivery section, and the point /choose-location hands
// back to the page that opened it. Its pages (choose-location, open-location) are reached through the route table.
export type { DeliveryOrderRef } from './components/delivery-order-ref.ts';
export { DeliverySection } from './components/delivery-section.tsx';
export { takeChosenLocation } from './state/chosen-location.ts';
