// The group form's rows become the API's body (issue 16 item 2's update rule): a kept destination goes with its id
// and only what was typed anew, a new one with every field of its type, and fields of other types never.
import { describe, expect, it } from "vitest";
import type { AlertDestination } from "@/domain/contracts/alerts";
import { AlertGroupBody } from "@/domain/contracts/alerts";
import { type DestinationRow, destinationInput, groupBody } from "./group-body";

const saved = (patch: Partial<AlertDestination>): AlertDestination => ({
  id: 7,
  type: 1,
  email: null,
  url: null,
  url_hint: null,
  chat_id: null,
  bot_token_hint: null,
  secret_hint: null,
  confirmed: true,
  confirmed_at: null,
  paused: false,
  ...patch,
});

const row = (patch: Partial<DestinationRow>): DestinationRow => ({
  saved: null,
  type: 1,
  email: "",
  url: "",
  bot_token: "",
  chat_id: "",
  secret: "",
  ...patch,
});

describe("destinationInput", () => {
  it("sends a new destination's own fields only, trimmed, and never another type's leftovers", () => {
    expect(destinationInput(row({ type: 1, email: " a@b.co ", url: "https://x.test", chat_id: "5" }))).toEqual({
      type: 1,
      email: "a@b.co",
    });
    expect(destinationInput(row({ type: 5, bot_token: "1:AA", chat_id: "-100", email: "a@b.co" }))).toEqual({
      type: 5,
      bot_token: "1:AA",
      chat_id: "-100",
    });
    expect(destinationInput(row({ type: 2, url: "https://open.larksuite.com/x", secret: "s3" }))).toEqual({
      type: 2,
      url: "https://open.larksuite.com/x",
      secret: "s3",
    });
    expect(destinationInput(row({ type: 7, url: "https://r.example.com", secret: "typed" }))).toEqual({
      type: 7,
      url: "https://r.example.com",
    });
  });

  it("leaves an empty required field out of a new destination, so the server names it at its field", () => {
    expect(destinationInput(row({ type: 6 }))).toEqual({ type: 6 });
  });

  it("keeps a saved destination by id, sending only credentials typed anew (left out, the saved ones stay)", () => {
    const telegram = saved({ id: 9, type: 5, chat_id: "-100", bot_token_hint: "123:••••abcd" });
    expect(destinationInput(row({ saved: telegram, type: 5, chat_id: "-100" }))).toEqual({ id: 9, type: 5 });
    expect(destinationInput(row({ saved: telegram, type: 5, chat_id: "-200", bot_token: "2:BB" }))).toEqual({
      id: 9,
      type: 5,
      bot_token: "2:BB",
      chat_id: "-200",
    });
    const email = saved({ id: 3, type: 1, email: "a@b.co" });
    expect(destinationInput(row({ saved: email, type: 1, email: "a@b.co" }))).toEqual({ id: 3, type: 1 });
  });

  it("treats a saved destination whose type changed as a new one (no id: the old one is removed)", () => {
    const email = saved({ id: 3, type: 1, email: "a@b.co" });
    expect(destinationInput(row({ saved: email, type: 6, url: "https://discord.com/api/webhooks/1/x" }))).toEqual({
      type: 6,
      url: "https://discord.com/api/webhooks/1/x",
    });
  });
});

describe("groupBody", () => {
  it("trims the name and keeps the rows' order (the server's errors name rows by index)", () => {
    const body = groupBody("  Growth  ", [row({ type: 1, email: "a@b.co" }), row({ type: 1, email: "c@d.co" })]);
    expect(body).toEqual({
      name: "Growth",
      destinations: [
        { type: 1, email: "a@b.co" },
        { type: 1, email: "c@d.co" },
      ],
    });
    expect(AlertGroupBody.safeParse(body).success).toBe(true);
  });
});
