// Which Stripe price sells which paid SKU (issue 15 item 1): the STRIPE_PRICE_* ids when set, else the account's
// active prices whose lookup key is the SKU's name (README "Stripe setup"). Read once per provider and kept, since
// prices are fixed once created in Stripe; a failed or incomplete lookup is retried on the next call.
import "server-only";
import type Stripe from "stripe";
import { PaidSku } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";
import { callStripe } from "./stripe-errors";

export const PAID_SKUS: readonly PaidSku[] = PaidSku.options;

export type PriceIds = Record<PaidSku, string>;

export function isPaidSku(value: unknown): value is PaidSku {
  return typeof value === "string" && (PAID_SKUS as readonly string[]).includes(value);
}

export interface PriceCatalog {
  /** The price id to sell `sku` with; 503 when the Stripe account has none. */
  priceIdOf(sku: PaidSku): Promise<string>;
  /** The SKU a price sells (by lookup key, else by id), or null for a price of something else. */
  skuOf(price: { id: string; lookup_key?: string | null } | string): Promise<PaidSku | null>;
}

export function createPriceCatalog(stripe: Stripe, configured: PriceIds): PriceCatalog {
  let known: Partial<PriceIds> | null = null;

  async function load(): Promise<Partial<PriceIds>> {
    if (known && PAID_SKUS.every((sku) => known?.[sku])) return known;
    const ids: Partial<PriceIds> = {};
    for (const sku of PAID_SKUS) if (configured[sku]) ids[sku] = configured[sku];
    const missing = PAID_SKUS.filter((sku) => !ids[sku]);
    if (missing.length > 0) {
      const found = await callStripe(() =>
        stripe.prices.list({ lookup_keys: [...missing], active: true, limit: missing.length }),
      );
      for (const price of found.data) {
        if (isPaidSku(price.lookup_key) && !ids[price.lookup_key]) ids[price.lookup_key] = price.id;
      }
    }
    known = ids;
    return ids;
  }

  return {
    async priceIdOf(sku) {
      const id = configured[sku] || (await load())[sku];
      if (!id) {
        throw new ApiError(
          ErrorCode.Unavailable,
          `Stripe has no price for ${sku}: set STRIPE_PRICE_${sku.toUpperCase()} or give a price the lookup key ${sku}`,
        );
      }
      return id;
    },
    async skuOf(price) {
      const id = typeof price === "string" ? price : price.id;
      if (typeof price !== "string" && isPaidSku(price.lookup_key)) return price.lookup_key;
      const fromConfig = PAID_SKUS.find((sku) => configured[sku] === id);
      if (fromConfig) return fromConfig;
      const ids = await load();
      return PAID_SKUS.find((sku) => ids[sku] === id) ?? null;
    },
  };
}
