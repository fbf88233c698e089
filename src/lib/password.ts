import { md5 } from "js-md5";

/** Spec section 5: passwords leave the browser only as the lowercase hex MD5 of what was typed. */
export function hashPassword(plain: string): string {
  return md5(plain);
}
