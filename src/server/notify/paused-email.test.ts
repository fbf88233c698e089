// The "destination paused" email: what failed, how often, the last error, where to fix it, in the reader's language.
import { expect, it } from "vitest";
import { alertText } from "./alert-text";
import { destinationPausedEmail } from "./paused-email";

const input = {
  destination: "Telegram chat -100200",
  group: "Growth <team>",
  lastError: "Telegram 403: Forbidden: bot was kicked",
  groupsUrl: "https://app.feedscope.test/dashboard/alerts/group/",
};

it("says which destination stopped, after how many failures, and why", async () => {
  const email = destinationPausedEmail(await alertText("en"), input);
  expect(email.subject).toBe("Alerts to Telegram chat -100200 are paused");
  expect(email.text).toBe(
    "The destination Telegram chat -100200 of the notification group Growth <team> failed 20 times in a row, so " +
      "Feedscope stopped sending alerts to it. The last error was: Telegram 403: Forbidden: bot was kicked\n\n" +
      "Check its settings in the notification group, then send a test message.\n\n" +
      "Open notification groups: https://app.feedscope.test/dashboard/alerts/group/\n",
  );
  expect(email.html).toContain("Growth &#60;team&#62;");
  expect(email.html).not.toContain("<team>");
  expect(email.html).toContain("Or open this link: https://app.feedscope.test/dashboard/alerts/group/");
});

it("is written in the recipient's language", async () => {
  const email = destinationPausedEmail(await alertText("fr"), input);
  expect(email.subject).toBe("Les alertes vers Telegram chat -100200 sont en pause");
  expect(email.text).toContain("a échoué 20 fois de suite");
  expect(email.html).toContain("Ou ouvrez ce lien :");
});
