import { z } from 'zod';
import { guestCartKey } from '../cart.ts';
import { loginPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { agreedField, memberLoginInfoSchema, sliderTokenField } from './session.ts';

/** What every way in answers: the new session and the member, as signin does. */
export const sessionResultSchema = z.object({ token: z.string(), user: memberLoginInfoSchema });

/** One member account bound to the logged-in member's phone (SPEC §6: several accounts on one phone). */
export const phoneAccountSchema = z.object({
  uid: z.number().int().positive(),
  memberNo: z.string(),
  name: z.string(),
  categoryName: z.string(),
  /** Joining date, YYYY-MM-DD. */
  joinedOn: z.string(),
  /** The account this session is logged in as. */
  current: z.boolean(),
});

export type PhoneAccount = z.infer<typeof phoneAccountSchema>;

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/, 'lowercase hex')
    .max(max);

/**
 * A proof-of-work puzzle that comes with a slider challenge (ALTCHA v2, signed by the server): the client tries
 * counters until the key derived from nonce + counter starts with keyPrefix, and sends the one it found back with
 * the drag. The server checks its own signature, so the client cannot lower the cost or reuse the puzzle.
 */
export const proofOfWorkChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string().max(32),
    nonce: hex(64),
    salt: hex(64),
    /** Key-derivation iterations per counter tried. */
    cost: z.number().int().positive().max(10_000_000),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    data: z
      .record(z.string().max(32), z.union([z.string().max(128), z.number(), z.boolean(), z.null()]))
      .optional(),
  }),
  signature: hex(128),
});

/** The puzzle as issued and the counter that solves it, with its derived key. */
export const proofOfWorkSchema = z.strictObject({
  challenge: proofOfWorkChallengeSchema,
  solution: z.strictObject({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(128),
  }),
});

export type ProofOfWorkChallenge = z.output<typeof proofOfWorkChallengeSchema>;
export type ProofOfWork = z.output<typeof proofOfWorkSchema>;

/** The login calls beyond phone + SMS (SPEC §5, §7 customeraccount/). */
export const loginEndpoints = {
  /** A new slider challenge: where the gap sits on a track of the given width (CSS pixels), and its proof of work. */
  sliderChallenge: endpoint({
    path: loginPaths.sliderChallenge,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({
      challengeId: z.string(),
      trackWidth: z.number().int().positive(),
      pieceWidth: z.number().int().positive(),
      /** Left edge of the gap the piece must be dragged onto. */
      targetX: z.number().int().min(0),
      expiresInSeconds: z.number().int().positive(),
      /** The work a script must pay for each try; absent when the configured check has none. */
      proofOfWork: proofOfWorkChallengeSchema.optional(),
    }),
  }),

  /**
   * Checks a drag: where the piece was let go, the pointer's path (x in px, t in ms from the grab) and the solved
   * proof of work. `way: 'proof'` is the way for someone who cannot drag or see the picture (keyboard, screen
   * reader): the proof of work alone, no drag (x 0, track empty); the proof is what costs a script (decision 017).
   */
  sliderVerify: endpoint({
    path: loginPaths.sliderVerify,
    access: 'public',
    request: z.strictObject({
      challengeId: z.string().max(128),
      x: z.number().min(-1000).max(5000),
      track: z
        .array(z.strictObject({ x: z.number().min(-1000).max(5000), t: z.number().min(0).max(120_000) }))
        .max(400),
      /** The challenge's proof of work, solved (SLIDER_FAILED without it when the challenge had one). */
      proofOfWork: proofOfWorkSchema.optional(),
      way: z.enum(['drag', 'proof']).optional(),
    }),
    result: z.object({ sliderToken: z.string(), expiresInSeconds: z.number().int().positive() }),
  }),

  /** Member number + member password (SPEC §5); wrong tries are limited per account and per client address. */
  signInByPassword: endpoint({
    path: loginPaths.signInByPassword,
    access: 'public',
    request: z.strictObject({
      memberNo: z.string().max(32),
      password: z.string().max(64),
      sliderToken: sliderTokenField.optional(),
      agreed: agreedField.optional(),
      cartKey: guestCartKey.optional(),
    }),
    result: sessionResultSchema,
  }),

  /** Sends a login code by email (delivered like SMS codes: logged, and readable by staff, without a provider). */
  emailSecurityCode: endpoint({
    path: loginPaths.emailSecurityCode,
    access: 'public',
    request: z.strictObject({
      email: z.string().max(254),
      sliderToken: sliderTokenField.optional(),
      agreed: agreedField.optional(),
    }),
    result: z.object({ countdownSeconds: z.number().int().positive() }),
  }),

  /** Logs in by email and emailed code; an unknown email registers a new member (unless the store limits it). */
  signInByEmail: endpoint({
    path: loginPaths.signInByEmail,
    access: 'public',
    request: z.strictObject({
      email: z.string().max(254),
      code: z.string().max(12),
      agreed: agreedField.optional(),
      cartKey: guestCartKey.optional(),
    }),
    result: sessionResultSchema,
  }),

  /**
   * One-tap login with the phone the platform vouches for (mini-program / native wrapper): phoneToken is the
   * platform's signed assertion of the phone number, checked by the server (AUTH_FAILED otherwise).
   */
  autoSignByPhone: endpoint({
    path: loginPaths.autoSignByPhone,
    access: 'public',
    request: z.strictObject({
      phoneToken: z.string().max(2048),
      agreed: agreedField.optional(),
      cartKey: guestCartKey.optional(),
    }),
    result: sessionResultSchema,
  }),

  /** The active member accounts bound to the logged-in member's phone, oldest first. */
  getCustomersByTel: endpoint({
    path: loginPaths.getCustomersByTel,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ accounts: z.array(phoneAccountSchema) }),
  }),

  /**
   * Moves this session to another account on the same phone: the current session ends and a new one starts
   * (SWITCH_ACCOUNT_FAILED for an account not on the phone, or disabled).
   */
  switchCustomerAccount: endpoint({
    path: loginPaths.switchCustomerAccount,
    access: 'member',
    request: z.strictObject({ uid: field.id }),
    result: sessionResultSchema,
  }),
};
