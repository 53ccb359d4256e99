import { z } from 'zod';
import { guestCartKey } from '../cart.ts';
import { accountPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/** The member's figures shown on the member centre (SPEC §3 user info). */
export const memberFiguresSchema = z.object({
  /** Balance in currency units with 2 decimals (the ledger keeps minor units). */
  money: z.number(),
  point: z.number().int(),
  categoryName: z.string(),
  /** Whole days since joining; null unless the call asked for it (showCardAge). */
  cardAge: z.number().int().min(0).nullable(),
  /** Membership expiry date (YYYY-MM-DD), null when it never expires. */
  expiryDate: z.string().nullable(),
  growthValue: z.number().int(),
  customerNo: z.string(),
  /** The bound phone masked for display (138****8000), '' when none is bound. */
  phoneMasked: z.string(),
});

/** The logged-in member as the client holds it (SPEC §3 user info). */
export const memberLoginInfoSchema = z.object({
  isLogin: z.literal(true),
  uid: z.number().int().positive(),
  name: z.string(),
  photoPath: z.string().nullable(),
  isDistributer: z.boolean(),
  userInfo: memberFiguresSchema,
  /** Server time of the answer, epoch milliseconds. */
  timestamp: z.number().int(),
});

export const guestLoginInfoSchema = z.object({ isLogin: z.literal(false) });

export const loginInfoSchema = z.discriminatedUnion('isLogin', [memberLoginInfoSchema, guestLoginInfoSchema]);

export type MemberLoginInfo = z.infer<typeof memberLoginInfoSchema>;
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/**
 * What a code is for: login (to the phone given), password (a logged-in member's reset code) or payPassword (a
 * logged-in member's code for setting the payment password); the last two always go to the member's bound phone,
 * the phone given is ignored.
 */
export const smsPurposeSchema = z.enum(['login', 'password', 'payPassword']);

/**
 * The slider check's proof (SPEC §5): a single-use token the server issued for a verified drag, a few minutes
 * long. Calls that send a code or try a password refuse without one (SLIDER_REQUIRED) or with a spent, expired or
 * unknown one (SLIDER_FAILED).
 */
export const sliderTokenField = z.string().max(128);

/** The terms and privacy agreement ticked on the login screen; calls refuse without it (AGREEMENT_REQUIRED). */
export const agreedField = z.boolean();

/** The endpoints of the account area (SPEC §7, customeraccount/). */
export const accountEndpoints = {
  /** Sends a login code by SMS; the answer tells the client how long its resend countdown runs. */
  sendSecurityCode: endpoint({
    path: accountPaths.sendSecurityCode,
    access: 'public',
    request: z.strictObject({
      /** Required for login (PHONE_EMPTY otherwise). */
      phone: field.phone.optional(),
      purpose: smsPurposeSchema.optional(),
      /** Login codes only: a solved slider's token (SLIDER_REQUIRED / SLIDER_FAILED) and the agreement ticked. */
      sliderToken: sliderTokenField.optional(),
      agreed: agreedField.optional(),
    }),
    result: z.object({ countdownSeconds: z.number().int().positive() }),
  }),

  /** Logs in by phone and SMS code, registering an unknown phone; merges the guest cart when cartKey is given. */
  signin: endpoint({
    path: accountPaths.signin,
    access: 'public',
    request: z.strictObject({
      phone: field.phone,
      code: z.string().max(12),
      /** The terms and privacy agreement ticked (AGREEMENT_REQUIRED otherwise). */
      agreed: agreedField.optional(),
      cartKey: guestCartKey.optional(),
    }),
    result: z.object({ token: z.string(), user: memberLoginInfoSchema }),
  }),

  /** Who is logged in: a guest gets { isLogin: false }. */
  findLoginInfo: endpoint({
    path: accountPaths.findLoginInfo,
    access: 'public',
    request: z.strictObject({
      storeId: field.id,
      isRefresh: z.boolean().optional(),
      showCardAge: z.boolean().optional(),
      isMemCenter: z.boolean().optional(),
      incShoppingCard: z.boolean().optional(),
    }),
    result: loginInfoSchema,
  }),

  /** Logs out: the current session token stops working. */
  logoff: endpoint({
    path: accountPaths.logoff,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({}),
  }),
};
