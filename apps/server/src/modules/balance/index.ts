// The public face of the balance module: what other modules use of it (DESIGN §2). Its inner files stay private.
// The balance ledger: moving a member's balance, alone or as CTEs inside another statement.
export { balanceMoveCtes, moveBalance } from './ledger.ts';
