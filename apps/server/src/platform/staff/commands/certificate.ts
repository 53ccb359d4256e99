import type { CertificateOut } from '@shop/contracts';
import { readJsonArgument } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const kinds = ['business-licence', 'food-permit'];

function certificateLine(c: CertificateOut): string {
  const valid = c.validUntil ? `  valid until ${c.validUntil}` : '';
  const image = c.imageUrl ? `  ${c.imageUrl}` : '  (no image)';
  return `${c.kind.padEnd(16)}  ${c.number}  ${c.holder}${valid}${image}`;
}

/**
 * `certificate <storeId>` lists a store's licence and permit (GetEshopCertificate, decision 044);
 * `certificate <storeId> set <file.json | json>` sets one: {"kind":"business-licence","number":"91310106MA1FY",
 * "holder":"Amber Bakery Ltd","imageUrl":"/media/certs/licence.jpg","validUntil":"2030-12-31"};
 * `certificate <storeId> remove <business-licence | food-permit>` takes one down.
 */
export const certificateCommand: StaffCommand = {
  name: 'certificate',
  args: '<storeId> [set <file.json | json> | remove <business-licence | food-permit>]',
  summary:
    'a store\'s business licence and food permit shown on its information page; e.g. certificate 1001 set \'{"kind":"food-permit","number":"JY13101060012345"}\'',
  async run(args, io) {
    const [storeId, action, arg, ...rest] = args;
    if (!storeId || !/^\d+$/.test(storeId) || rest.length > 0) return WRONG_USAGE;
    const path = `stores/${storeId}/certificates`;
    let out: { certificates: CertificateOut[] };
    if (action === undefined) out = await io.client.get(path);
    else if (action === 'remove' && arg && kinds.includes(arg))
      out = await io.client.post(`${path}/${arg}/remove`);
    else if (action === 'set' && arg) {
      let body: unknown;
      try {
        body = await readJsonArgument(arg);
      } catch (err) {
        io.err(`Cannot read the certificate: ${(err as Error).message}`);
        return 1;
      }
      out = await io.client.put(path, body);
    } else return WRONG_USAGE;
    if (out.certificates.length === 0) io.err(`Store ${storeId} shows no certificate.`);
    for (const c of out.certificates) io.out(certificateLine(c));
    return 0;
  },
};
