import { z } from 'zod';
import { profilePaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/**
 * The member's profile (SPEC §2 infoEdit, §5 profile fields) and avatar (headSetting). None of these calls names
 * a member: the session decides whose profile is read or written.
 */

/** What the member may do with one field, as the store set it up. */
export const profileFieldState = z.object({
  /** The field's label in the server's words (Chinese for built-in fields), also the Name of its errors. */
  label: z.string(),
  required: z.boolean(),
  /** Only the store sets it: shown read-only. */
  locked: z.boolean(),
  /** Settable once: read-only once isSet. */
  onceOnly: z.boolean(),
  /** The member has a value for it. */
  isSet: z.boolean(),
});
export type ProfileFieldState = z.infer<typeof profileFieldState>;

const builtinFieldStates = z.object({
  name: profileFieldState,
  gender: profileFieldState,
  birthday: profileFieldState,
  email: profileFieldState,
  contactAddress: profileFieldState,
  className: profileFieldState,
  studentNo: profileFieldState,
});

/** Gender as stored: 0 not given, 1 male, 2 female. */
export const gender = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** GetCustomerBaseInfo: the built-in fields ('' when empty) with what may be done with each. */
export const customerBaseInfo = z.object({
  customerNo: z.string(),
  phoneMasked: z.string(),
  photoPath: z.string().nullable(),
  name: z.string(),
  gender,
  /** YYYY-MM-DD, '' when not given. */
  birthday: z.string(),
  email: z.string(),
  contactAddress: z.string(),
  className: z.string(),
  studentNo: z.string(),
  fields: builtinFieldStates,
});
export type CustomerBaseInfo = z.infer<typeof customerBaseInfo>;

export const customerAttributeType = z.enum(['text', 'number', 'date', 'select', 'phone']);

/** One custom attribute of the store with the member's value ('' when none). */
export const customerAttributeWithValue = profileFieldState.extend({
  id: z.number().int().positive(),
  type: customerAttributeType,
  /** The values a select offers, as the member's value is stored and saved (the store's base text). */
  options: z.array(z.string()),
  /** The same options as the reader reads them (their locale's text, decision 020), one per option in order. */
  optionLabels: z.array(z.string()),
  /** Longest text a text attribute takes. */
  maxLength: z.number().int().positive(),
  value: z.string(),
  /** When the member's value was set (epoch ms), null when none. */
  setAt: z.number().int().nullable(),
});
export type CustomerAttributeWithValue = z.infer<typeof customerAttributeWithValue>;

/** A typed value; its format is checked by the service (PROFILE_FIELD_*), so only its length is bounded here. */
const typed = (max = 200) => z.string().max(max);

/** The built-in fields a save may carry; a field left out is not changed. */
const builtinChanges = {
  name: typed().optional(),
  gender: gender.optional(),
  birthday: typed(20).optional(),
  email: typed(300).optional(),
  contactAddress: typed().optional(),
  className: typed().optional(),
  studentNo: typed().optional(),
};

/** Largest base64 text SavePhoto accepts before the decoded size is checked (the route's body limit is above). */
export const AVATAR_BASE64_MAX = 4 * 1024 * 1024;

export const profileEndpoints = {
  /** The logged-in member's built-in profile fields and, per field, whether it is required, locked, once-only, set. */
  getCustomerBaseInfo: endpoint({
    path: profilePaths.getCustomerBaseInfo,
    access: 'member',
    request: z.strictObject({}),
    result: customerBaseInfo,
  }),

  /** The store's custom attributes, in the store's order, with the logged-in member's values. */
  loadUserCustomerAttributeWithValue: endpoint({
    path: profilePaths.loadUserCustomerAttributeWithValue,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ attributes: z.array(customerAttributeWithValue) }),
  }),

  /**
   * Saves built-in fields and attribute values together, all or nothing. Fields left out stay as they are; an
   * empty value clears a field. Refusals: PROFILE_FIELD_REQUIRED / _INVALID / _LOCKED / _ONCE with the field's
   * label as Name; NOT_FOUND for an attribute that is not the store's.
   */
  updateCustomerArchives: endpoint({
    path: profilePaths.updateCustomerArchives,
    access: 'member',
    request: z.strictObject({
      ...builtinChanges,
      attributes: z
        .array(z.strictObject({ id: field.id, value: typed() }))
        .max(50)
        .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'each attribute once')
        .optional(),
    }),
    result: z.object({}),
  }),

  /**
   * Sets the member's avatar (SPEC §7 CustomerAccount/SavePhoto): a JPEG, PNG or WebP image of at most 2 MiB,
   * base64-encoded. The type is read from the bytes; no file name or declared type is sent or trusted.
   * AVATAR_UPLOAD_FAILED for anything else.
   */
  savePhoto: endpoint({
    path: profilePaths.savePhoto,
    access: 'member',
    request: z.strictObject({ image: z.string().max(AVATAR_BASE64_MAX) }),
    result: z.object({ photoPath: z.string() }),
  }),
};
