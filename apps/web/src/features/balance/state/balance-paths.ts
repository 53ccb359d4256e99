// Where the balance pages are (SPEC §2 balance/…), for links between them.
export const balancePath = '/subpackages/balance/balance';
export const rechargePath = '/subpackages/balance/recharge';
export const payDetailPath = '/subpackages/balance/payDetail';
