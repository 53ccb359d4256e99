import { z } from 'zod';

/** The shape of an order number (the store's local date and a sequence): 6 to 32 digits. */
export const orderNoPattern = /^\d{6,32}$/;

/** An order number in a request. */
export const orderNo = z.string().regex(orderNoPattern, 'orderNo: digits');
