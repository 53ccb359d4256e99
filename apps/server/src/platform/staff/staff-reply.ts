import { invalidField } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { envelope, failure, sendAppError } from '../http/endpoints.ts';

/** Runs a staff action and answers with the usual envelope; a refusal answers with its code and HTTP status. */
export async function staffAnswer(res: FastifyReply, work: () => Promise<unknown>) {
  try {
    return res.send(envelope(await work()));
  } catch (err) {
    if (err instanceof AppError) return sendAppError(res, err);
    throw err;
  }
}

/** A staff request its schema refused: 400 naming the first wrong field (and why, when zod said). */
export function staffBadRequest(res: FastifyReply, field: string, detail?: string) {
  const extra = detail === undefined ? { Field: field } : { Field: field, Detail: detail };
  return res.code(400).send(failure('BAD_REQUEST', `请求参数错误：${field}`, extra));
}

/** staffBadRequest for zod's issues: the field they name and why, as the shopper's endpoints name it. */
export function staffInvalid(res: FastifyReply, issues: readonly z.core.$ZodIssue[]) {
  const { field, detail } = invalidField(issues);
  return staffBadRequest(res, field, detail);
}
