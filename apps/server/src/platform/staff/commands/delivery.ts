import { readArgs } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const steps = ['accept', 'dispatch', 'pickup', 'deliver', 'arrive'];

/** The staff API call of `delivery <orderNo> …`; null when the arguments do not fit. */
function requestOf(orderNo: string, rest: string[]): { path: string; body: unknown } | null {
  const base = `deliveries/${encodeURIComponent(orderNo)}`;
  const [step, ...more] = rest;
  if (step === 'position') {
    const [lat, lng, extra] = more;
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (extra !== undefined || !lat || !lng || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      return null;
    return { path: `${base}/position`, body: { latitude, longitude } };
  }
  if (step === 'exception') {
    const [kind, extra] = more;
    return extra === undefined && (kind === 'returning' || kind === 'returned')
      ? { path: `${base}/${kind}`, body: {} }
      : null;
  }
  if (!step || !steps.includes(step)) return null;
  const read = readArgs(more, ['--rider', '--phone']);
  if (!read || read.positionals.length > 0) return null;
  const { '--rider': name, '--phone': phone } = read.options;
  if (step !== 'pickup' && (name || phone)) return null;
  if ((name === undefined) !== (phone === undefined)) return null;
  return { path: `${base}/${step}`, body: name && phone ? { rider: { name, phone } } : {} };
}

/**
 * `delivery <orderNo> <step>`: plays the merchant and the sandbox courier for a delivery order (SPEC §4 delivery
 * states). accept: the merchant accepts (order accepted); dispatch: sent to the courier, a rider awaits acceptance;
 * pickup [--rider NAME --phone TEL]: a rider collected it (order delivering); deliver: on the way; arrive: delivered
 * (order awaits receipt, auto-confirmed after the store's hours); exception returning|returned; position LAT LNG.
 */
export const deliveryCommand: StaffCommand = {
  name: 'delivery',
  args: '<orderNo> accept|dispatch|pickup [--rider NAME --phone TEL]|deliver|arrive|exception <returning|returned>|position <lat> <lng>',
  summary:
    "move a delivery order through the merchant and sandbox courier states, or report the rider's position",
  async run(args, io) {
    const [orderNo, ...rest] = args;
    if (!orderNo || !/^\d{6,32}$/.test(orderNo)) return WRONG_USAGE;
    const request = requestOf(orderNo, rest);
    if (!request) return WRONG_USAGE;
    const done = await io.client.post<{ orderNo: string; state: string }>(request.path, request.body);
    io.out(`${done.orderNo} delivery is now ${done.state}`);
    return 0;
  },
};
