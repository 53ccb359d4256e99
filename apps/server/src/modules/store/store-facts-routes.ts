import { storeFactEndpoints as ep, type SensitiveWordsFile } from '@shop/contracts';
import { SENSITIVE_WORD_MAX } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffInvalid } from '../../platform/staff/staff-reply.ts';
import { removeCertificate, setCertificate, storeCertificatesOf } from './certificates.ts';
import { countryCodes } from './country-codes.ts';
import { addWords, listWords, removeWords, wordsLanguages } from './sensitive-words.ts';

/** How long a browser or proxy may keep the sensitive-words file before asking again. */
const WORDS_FILE_MAX_AGE_S = 300;

/**
 * The small store calls of issue 17 (decision 044): GetCountryCodeList, GetEshopCertificate, and the
 * sensitive-words file — a GET of `/sensitive-words/<zh|en>.json`, not a POST under wxapi/ (SPEC §7).
 */
export function registerStoreFacts(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, ep.getCountryCodeList, async (_input, ctx) => ({
    countries: countryCodes(ctx.locale),
  }));
  registerEndpoint(app, deps, ep.getEshopCertificate, (input, ctx) =>
    storeCertificatesOf(ctx, input.storeId),
  );
  app.get('/sensitive-words/:file', async (req, res) => {
    const file = z.object({ file: z.enum(['zh.json', 'en.json']) }).safeParse(req.params);
    if (!file.success) return res.code(404).send({ error: 'not found' });
    const language = file.data.file === 'zh.json' ? 'zh' : 'en';
    const body: SensitiveWordsFile = { language, words: await listWords(deps, language) };
    return res.header('cache-control', `public, max-age=${WORDS_FILE_MAX_AGE_S}`).send(body);
  });
}

const storeParams = z.strictObject({ storeId: staffId });
const kind = z.enum(['business-licence', 'food-permit']);
const certificateIn = z.strictObject({
  kind,
  number: z.string().trim().min(1).max(64),
  holder: z.string().trim().max(100).optional(),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, 'a site path or an https address')
    .optional(),
  validUntil: z.iso.date().nullable().optional(),
});
const languageQuery = z.strictObject({ language: z.enum(wordsLanguages as ['zh', 'en']) });
const wordsIn = languageQuery.extend({
  words: z.array(z.string().trim().min(1).max(SENSITIVE_WORD_MAX)).min(1).max(500),
});

/**
 * Staff routes of the store facts: a store's certificates (list, set one, remove one) and the sensitive words
 * (list, add, remove), as `npm run staff -- certificate …` and `npm run staff -- words …` call them.
 */
export function registerStaffStoreFacts(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/stores/:storeId/certificates', async (req, res) => {
    const params = storeParams.safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    return staffAnswer(res, () => storeCertificatesOf(deps, params.data.storeId));
  });
  staff.put('/stores/:storeId/certificates', async (req, res) => {
    const params = storeParams.safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    const body = certificateIn.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => setCertificate(deps, params.data.storeId, body.data));
  });
  staff.post('/stores/:storeId/certificates/:kind/remove', async (req, res) => {
    const params = storeParams.extend({ kind }).safeParse(req.params);
    if (!params.success) return staffInvalid(res, params.error.issues);
    return staffAnswer(res, () => removeCertificate(deps, params.data.storeId, params.data.kind));
  });
  staff.get('/sensitive-words', async (req, res) => {
    const q = languageQuery.safeParse(req.query);
    if (!q.success) return staffInvalid(res, q.error.issues);
    return staffAnswer(res, async () => ({
      language: q.data.language,
      words: await listWords(deps, q.data.language),
    }));
  });
  staff.post('/sensitive-words', async (req, res) => {
    const body = wordsIn.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => addWords(deps, body.data.language, body.data.words));
  });
  staff.post('/sensitive-words/remove', async (req, res) => {
    const body = wordsIn.safeParse(req.body ?? {});
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => removeWords(deps, body.data.language, body.data.words));
  });
}
