// GET /v1/uploads/{name}: the stored file for the serving route, 404 for any name that is not a stored file's
// (the pattern check in stored-names.ts runs first, so a path or an encoded traversal never reaches the storage).
import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError, notFound } from "../../errors/api-error";
import { getLogger } from "../../logger";
import { getFileStorage, type StoredFile } from "../../storage/file-storage";
import { isStoredName } from "../../storage/stored-names";

export async function openStoredFile(name: string): Promise<StoredFile> {
  if (!isStoredName(name)) throw notFound("No such file");
  const storage = getFileStorage();
  let file: StoredFile | null;
  try {
    file = await storage.get(name);
  } catch (error) {
    getLogger().error({ err: error, storage: storage.kind }, "stored file could not be read");
    throw new ApiError(ErrorCode.Unavailable, "The file could not be read right now; please try again");
  }
  if (!file) throw notFound("No such file");
  return file;
}
