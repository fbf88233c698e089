// Verification and reset emails go out in the language the person signed up in (the NEXT_LOCALE cookie, else the
// page the form was on, else the browser's Accept-Language), and English when nothing says otherwise. Their links open
// the page in that language: an unprefixed path is the English page (`/de/verify-email/`, `/tw/…` for zh-TW).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../../db/test/test-db";
import { getEnv } from "../../env";
import { createTestApi, hash, latestMail, uniqueEmail } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function register(headers: Record<string, string>) {
  const email = uniqueEmail();
  const res = await call("POST", "/v1/account/register", {
    body: { email, password: hash("correct horse"), fullname: "Lena" },
    headers,
  });
  expect(res.status).toBe(200);
  return email;
}

describe("account emails in the sign-up language", () => {
  it("writes the verification email in the language of the sign-up page, and the reset email too", async () => {
    const email = await register({ referer: "http://localhost:3000/de/sign-up/" });
    const verify = await latestMail(env.handle.db, email);
    expect(verify.subject).toBe("Bestätige deine E-Mail-Adresse für Feedscope");
    expect(verify.text).toContain("Hallo Lena,");
    expect(verify.token).toBeTruthy();
    expect(verify.text).toContain(`${getEnv().appUrl}/de/verify-email/?token=`);

    expect((await call("POST", "/v1/account/forget", { body: { email } })).status).toBe(200);
    const reset = await latestMail(env.handle.db, email);
    expect(reset.subject).toBe("Setze dein Feedscope-Passwort zurück");
    expect(reset.html).toContain("Neues Passwort wählen");
    expect(reset.text).toContain(`${getEnv().appUrl}/de/reset-password/?token=`);
  });

  it("prefers the language cookie over the page and the browser", async () => {
    const email = await register({
      cookie: "NEXT_LOCALE=ja",
      referer: "http://localhost:3000/de/sign-up/",
      "accept-language": "fr-FR,fr;q=0.9",
    });
    const mail = await latestMail(env.handle.db, email);
    expect(mail.subject).toBe("Feedscope のメールアドレスを確認してください");
    expect(mail.text).toContain(`${getEnv().appUrl}/ja/verify-email/?token=`);
  });

  it("falls back to the browser's language by its highest-weighted tag we have, then to English", async () => {
    const fromBrowser = await register({ "accept-language": "xx-YY, zh-TW;q=0.8, fr;q=0.9" });
    expect((await latestMail(env.handle.db, fromBrowser)).subject).toBe(
      "Confirmez votre adresse e-mail pour Feedscope",
    );
    const english = await register({ referer: "http://localhost:3000/sign-up/", "accept-language": "xx" });
    const mail = await latestMail(env.handle.db, english);
    expect(mail.subject).toBe("Verify your email address for Feedscope");
    // English pages have no prefix.
    expect(mail.text).toContain(`${getEnv().appUrl}/verify-email/?token=`);

    const taiwan = await register({ cookie: "NEXT_LOCALE=zh-TW" });
    expect((await latestMail(env.handle.db, taiwan)).text).toContain(`${getEnv().appUrl}/tw/verify-email/?token=`);
  });
});
