// The account shapes of spec section 3, as the API answers them and the browser stores them. Defined once, as zod
// contracts (src/domain/contracts/account.ts); this module keeps the names other layers already import.
export type { TeamInfo, UserInfo } from "./contracts/account";
