import { type payCodeEndpoints, payCodePaths, type ResultOf } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const enrollRef = endpointRef<typeof payCodeEndpoints.enrollPayCode>(payCodePaths.enrollPayCode);

export type PayCodeEnrolment = ResultOf<typeof payCodeEndpoints.enrollPayCode>;

/** Balance/EnrollPayCode: a new secret for this phone (online only), which then makes codes with no network. */
export function enrollPayCode(): Promise<PayCodeEnrolment> {
  return call(enrollRef, {});
}
