/**
 * Where a delivery order goes, as it was when the order was placed (SPEC §3 address): the member's address copied,
 * its position, and the zone that covered it with what that zone charged and promised. Editing or removing the
 * address later does not change an order already placed. The address area makes it, the delivery area keeps it
 * with the order (delivery_orders) and moves the goods there.
 */
export interface DeliverySnapshot {
  addressId: number;
  receiver: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  houseNumber: string;
  lat: number;
  lng: number;
  zoneId: number;
  /** The zone's delivery fee (minor units); also written as the order's 'delivery-fee' adjustment. */
  fee: number;
  /** The minutes the zone promises from acceptance to the door. */
  deliveryMinutes: number;
}
