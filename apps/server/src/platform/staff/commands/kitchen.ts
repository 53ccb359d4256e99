import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const steps = ['preparing', 'ready', 'served'];

/** `kitchen <orderNo> preparing|ready|served`: moves a dine-in ticket on in the kitchen queue. */
export const kitchenCommand: StaffCommand = {
  name: 'kitchen',
  args: '<orderNo> preparing|ready|served',
  summary: 'move a dine-in (queue) ticket: preparing, ready, served',
  async run(args, io) {
    const [orderNo, step] = args;
    if (args.length !== 2 || !orderNo || !step || !steps.includes(step)) return WRONG_USAGE;
    const done = await io.client.post<{ orderNo: string; kitchenStatus: string }>(
      `orders/${encodeURIComponent(orderNo)}/kitchen/${step}`,
    );
    io.out(`${done.orderNo} is now ${done.kitchenStatus} in the kitchen`);
    return 0;
  },
};
