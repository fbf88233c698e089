// Stop / resume / refresh / delete through a real QueryClient and MutationObserver with fetch stubbed: the new status
// shows before the answer, a refusal puts the cached answers back, and the lists are refetched after either.
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { useRootStore } from "../store/root-store";
import { channelKeys, feedKeys } from "./keys";
import { trackingActionOptions } from "./tracking";

const ok = () => Response.json({ code: 0, message: "ok", data: null });
const refused = () => Response.json({ code: ErrorCode.NotFound, message: "Not found", data: null }, { status: 404 });

let client: QueryClient;
const listKey = feedKeys.list("order=desc&page=1");
const rows = () => [
  { id: 1, status: 1 },
  { id: 2, status: 1 },
  { id: 3, status: 2 },
];

beforeEach(() => {
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("window", { location: { assign: vi.fn() }, dispatchEvent: vi.fn() });
  useRootStore.setState({ token: "tok" });
  client = new QueryClient();
  client.setQueryData(listKey, { list: rows(), total: 3, page: 1, page_size: 20 });
  client.setQueryData(feedKeys.detail(1), { id: 1, status: 1 });
  client.setQueryData(feedKeys.detail(2), { id: 2, status: 1 });
  client.setQueryData(channelKeys.detail(1), { id: 1, status: 1 });
});
afterEach(() => vi.unstubAllGlobals());

const statuses = () => (client.getQueryData(listKey) as { list: { status: number }[] }).list.map((row) => row.status);
const status = (key: readonly unknown[]) => (client.getQueryData(key) as { status: number }).status;

describe("tracking actions", () => {
  it("shows stop at once on the rows and details of the ids, then refetches", async () => {
    let answer: () => void = () => undefined;
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        sent.push(url);
        return new Promise<Response>((resolve) => (answer = () => resolve(ok())));
      }),
    );
    const observer = new MutationObserver(client, trackingActionOptions(client, "feed"));
    const done = observer.mutate({ action: "stop", ids: [1] });
    await vi.waitFor(() => expect(sent).toEqual(["/v1/feed/1/stop/"]));
    expect(statuses()).toEqual([2, 1, 2]);
    expect(status(feedKeys.detail(1))).toBe(2);
    expect(status(feedKeys.detail(2))).toBe(1);
    // A channel with the same number is another item.
    expect(status(channelKeys.detail(1))).toBe(1);
    answer();
    await done;
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("puts every cached answer back when a request is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => (url.includes("/2/") ? refused() : ok())),
    );
    const observer = new MutationObserver(client, trackingActionOptions(client, "feed"));
    await expect(observer.mutate({ action: "stop", ids: [1, 2] })).rejects.toMatchObject({ failed: 1, total: 2 });
    expect(statuses()).toEqual([1, 1, 2]);
    expect(status(feedKeys.detail(1))).toBe(1);
    expect(status(feedKeys.detail(2))).toBe(1);
  });

  it("resume shows tracking; refresh changes no status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ok()),
    );
    await new MutationObserver(client, trackingActionOptions(client, "feed")).mutate({ action: "resume", ids: [3] });
    expect(statuses()).toEqual([1, 1, 1]);
    client.setQueryData(listKey, { list: rows(), total: 3, page: 1, page_size: 20 });
    await new MutationObserver(client, trackingActionOptions(client, "feed")).mutate({ action: "refresh", ids: [1] });
    expect(statuses()).toEqual([1, 1, 2]);
  });

  it("a deletion refetches the lists but not the deleted item's own detail", async () => {
    const sent: { url: string; method: string | undefined }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, method: init.method });
        return ok();
      }),
    );
    await new MutationObserver(client, trackingActionOptions(client, "feed")).mutate({ action: "delete", ids: [2] });
    expect(sent).toEqual([{ url: "/v1/feed/2/", method: "DELETE" }]);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(feedKeys.detail(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(feedKeys.detail(2))?.isInvalidated).toBe(false);
  });
});
