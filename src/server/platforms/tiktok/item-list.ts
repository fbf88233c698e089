// The profile video listing endpoint yt-dlp uses (reference §2.4): GET /api/creator/item_list/ with the secUid,
// `cursor` (Unix ms, newest-first paging from "now"), `count=15`, `type=1` and the web client parameters. It needs
// no X-Bogus signature, unlike /api/post/item_list/, which only a real browser can sign. The answer holds
// `itemList[]` (itemStruct-like entries) and `hasMorePrevious` (older videos exist).
import "server-only";
import { MalformedError, PrivateError, UpstreamError } from "../errors";
import { TIKTOK_SOURCE } from "./constants";
import { TIKTOK_STATUS } from "./status-codes";
import { isRecord, type JsonRecord, statusCodeOf } from "./values";

export const ITEM_LIST_PATH = "/api/creator/item_list/";

/** yt-dlp's page size for this endpoint. */
export const ITEM_LIST_PAGE_SIZE = 15;

/** Per-adapter identity the web client sends with every listing call. */
export interface WebClientIdentity {
  deviceId: string;
  verifyFp: string;
}

/** A random identity like yt-dlp's: a 19-digit device id and a `verify_` + 7 hex fingerprint. */
export function createWebClientIdentity(random: () => number): WebClientIdentity {
  const deviceId = `7${Array.from({ length: 18 }, () => Math.floor(random() * 10)).join("")}`;
  const hex = Array.from({ length: 7 }, () => Math.floor(random() * 16).toString(16)).join("");
  return { deviceId, verifyFp: `verify_${hex}` };
}

/** The query yt-dlp's TikTokUserIE sends, parameter for parameter. */
export function itemListQuery(secUid: string, cursorMs: number, identity: WebClientIdentity): URLSearchParams {
  return new URLSearchParams({
    aid: "1988",
    app_language: "en",
    app_name: "tiktok_web",
    browser_language: "en-US",
    browser_name: "Mozilla",
    browser_online: "true",
    browser_platform: "Win32",
    browser_version: "5.0 (Windows)",
    channel: "tiktok_web",
    cookie_enabled: "true",
    count: String(ITEM_LIST_PAGE_SIZE),
    cursor: String(cursorMs),
    device_id: identity.deviceId,
    device_platform: "web_pc",
    focus_state: "true",
    from_page: "user",
    history_len: "2",
    is_fullscreen: "false",
    is_page_visible: "true",
    language: "en",
    os: "windows",
    priority_region: "",
    referer: "",
    region: "US",
    screen_height: "1080",
    screen_width: "1920",
    secUid,
    type: "1", // 1 = newest to oldest
    tz_name: "UTC",
    verifyFp: identity.verifyFp,
    webcast_language: "en",
  });
}

export interface ItemListPage {
  items: JsonRecord[];
  /** Older videos exist beyond this page. */
  hasMore: boolean;
}

export function parseItemList(body: unknown): ItemListPage {
  if (!isRecord(body)) throw new MalformedError(TIKTOK_SOURCE, "TikTok's video listing is not a JSON object");
  const status = statusCodeOf(body.statusCode ?? body.status_code);
  if (status === TIKTOK_STATUS.privateAccount) throw new PrivateError(TIKTOK_SOURCE);
  if (status !== null && status !== TIKTOK_STATUS.ok) {
    const raw = body.statusMsg ?? body.status_msg;
    const message = typeof raw === "string" ? raw : "";
    throw new UpstreamError(TIKTOK_SOURCE, `TikTok's video listing answered status ${status} ${message}`.trim());
  }
  const list = body.itemList ?? [];
  if (!Array.isArray(list)) throw new MalformedError(TIKTOK_SOURCE, "TikTok's video listing has no itemList array");
  // With type=1 the flag for older videos is hasMorePrevious; hasMore is read only when it is absent.
  const flag = typeof body.hasMorePrevious === "boolean" ? body.hasMorePrevious : body.hasMore;
  return { items: list.filter(isRecord), hasMore: flag === true };
}
