// A Telegram bot token of the documented shape (`<bot id>:<35 characters>`, ../shared/reference and the Bot API docs)
// generated per run, so no test carries a token that looks like a real credential.
import { randomBytes } from "node:crypto";

export function fakeTelegramBotToken(): string {
  const botId = 100_000_000 + randomBytes(3).readUIntBE(0, 3);
  return `${botId}:AA${randomBytes(17).toString("hex").slice(0, 33)}`;
}
