import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../../db/client";
import { ApiError } from "../../errors/api-error";
import { getUserInfo, type UserInfo } from "../../queries/user/get-user-info";

export type SignedInUser = UserInfo & { token: string };

/** The answer of register and sign-in: the user info plus the bearer token for later calls. */
export async function signedInUser(db: Db, userId: number, token: string | null | undefined): Promise<SignedInUser> {
  const info = await getUserInfo(db, { userId });
  if (!info || !token) throw new ApiError(ErrorCode.Internal);
  return { ...info, token };
}
