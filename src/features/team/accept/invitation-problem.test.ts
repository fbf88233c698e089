import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { invitationProblem } from "./invitation-problem";

describe("invitationProblem", () => {
  it("names the catalogue's invitation refusals", () => {
    expect(invitationProblem(new ApiRequestError("x", 40002, 400))).toBe("unknown");
    expect(invitationProblem(new ApiRequestError("x", 40400, 404))).toBe("unknown");
    expect(invitationProblem(new ApiRequestError("x", 40000, 400))).toBe("unknown");
    expect(invitationProblem(new ApiRequestError("x", 40005, 400))).toBe("expired");
    expect(invitationProblem(new ApiRequestError("x", 40006, 400))).toBe("revoked");
    expect(invitationProblem(new ApiRequestError("x", 40007, 400))).toBe("used");
  });

  it("leaves other failures retryable, including wrong passwords and the network", () => {
    for (const error of [
      new ApiRequestError("Network error", null, null),
      new ApiRequestError("x", 50000, 500),
      new ApiRequestError("x", 40001, 400),
      new ApiRequestError("x", 40008, 400),
      new Error("boom"),
      null,
    ]) {
      expect(invitationProblem(error)).toBe("failed");
    }
  });
});
