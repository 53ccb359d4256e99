import { createHash } from 'node:crypto';

/**
 * The JS-SDK signature WeChat documents (JS-SDK appendix 1): SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in that order, the url without its '#' part.
 */
export function jsSdkSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const url = input.url.split('#')[0] as string;
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}
