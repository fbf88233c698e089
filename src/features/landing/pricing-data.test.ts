import { describe, expect, it } from "vitest";
import { PLANS } from "@/domain/plans";
import { formatCompact, formatUsd, monthlyAmount, yearlyTotal } from "./pricing-data";

describe("pricing data", () => {
  it("formats prices as USD per locale, decimals only when needed", () => {
    expect(formatUsd(99, "en")).toBe("$99");
    expect(formatUsd(83.25, "en")).toBe("$83.25");
    expect(formatUsd(249.9, "en")).toBe("$249.90");
    expect(formatUsd(83.25, "de")).toMatch(/^83,25\s\$$/);
  });

  it("takes the per-month price on the yearly cycle from the catalogue", () => {
    expect(monthlyAmount(PLANS.pro, "monthly")).toBe(PLANS.pro.monthlyPrice);
    expect(monthlyAmount(PLANS.pro, "yearly")).toBe(PLANS.pro.yearlyMonthlyPrice);
    expect(yearlyTotal(PLANS.pro)).toBe(999);
    expect(yearlyTotal(PLANS.max)).toBe(2998.8);
  });

  it("writes the stats in the locale's compact notation", () => {
    expect(formatCompact(100_000, "en")).toBe("100K");
    expect(formatCompact(100_000, "ja")).toBe("10万");
  });
});
