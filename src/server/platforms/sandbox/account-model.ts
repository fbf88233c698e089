// A demo account: who it is, how big it is, and when it uploads. Everything derives from a 32-bit key (a hash of the
// handle, or of an id we did not issue), so the same account comes back on every call.
//
// Uploads follow a fixed timeline: upload k is published at
//   firstUpload + span × ((k + jitter_k) / uploadsAtAnchor) ^ pace
// with jitter_k in [0, 1) from a hash of (key, k). The timeline is strictly increasing in k, so "how many uploads
// exist at time t" is one inversion plus a check, and any upload can be built on its own (paging and fetch by id
// cost O(page), not O(history)). pace < 1 means the creator uploads more often lately, > 1 less often.
import "server-only";
import type { PlatformName } from "@/domain/platforms";
import { MAX_UPLOADS } from "./ids";
import { bioFor, displayNameFor, pickTopic, type Topic } from "./names";
import { hashInts, Random } from "./random";
import { DEMO_ANCHOR_MS, YEAR_MS } from "./source";
import { TRAITS } from "./traits";

export interface AccountModel {
  platform: PlatformName;
  key: number;
  topic: Topic;
  displayName: string;
  bio: string;
  hue: number;
  followersAtAnchor: number;
  following: number;
  /** Final views of a typical upload; every upload scatters log-normally around it. */
  medianViews: number;
  /** Chance that an upload takes off (10–50× the median). */
  outlierChance: number;
  firstUploadMs: number;
  spanMs: number;
  /** Uploads published by DEMO_ANCHOR_MS; 0 for an account that never uploads. */
  uploadsAtAnchor: number;
  pace: number;
}

export function buildAccountModel(platform: PlatformName, key: number, empty: boolean): AccountModel {
  const random = new Random(hashInts(key, 0xacc0));
  const traits = TRAITS[platform];
  const topic = pickTopic(random);
  // Log-normal around 30k: a few hundred at the small end, millions at the large one.
  const followersAtAnchor = Math.round(Math.min(150_000_000, Math.max(150, random.logNormal(30_000, 2))));
  const reach = traits.reach * random.logNormal(1, 0.6);
  const spanMs = random.between(1, 3) * YEAR_MS;
  // Log-uniform between 20 and 400 uploads by the anchor date.
  const uploads = Math.round(Math.exp(random.between(Math.log(20), Math.log(400))));
  return {
    platform,
    key,
    topic,
    displayName: displayNameFor(random, topic),
    bio: bioFor(random, topic),
    hue: random.int(0, 359),
    followersAtAnchor,
    following: Math.round(Math.min(7_500, random.logNormal(180, 1))),
    medianViews: Math.max(40, followersAtAnchor * reach),
    // At least ~1.5 expected breakouts per account, so most accounts have a "viral" video to show.
    outlierChance: Math.max(0.02, 1.5 / uploads),
    firstUploadMs: DEMO_ANCHOR_MS - spanMs,
    spanMs,
    uploadsAtAnchor: empty ? 0 : uploads,
    pace: random.between(0.8, 1.25),
  };
}

/** Publish time of upload `k` (whole seconds, as platforms report them). */
export function uploadTimeMs(account: AccountModel, k: number): number {
  const jitter = hashInts(account.key, k, 0x7177) / 4_294_967_296;
  const position = ((k + jitter) / account.uploadsAtAnchor) ** account.pace;
  return Math.floor((account.firstUploadMs + account.spanMs * position) / 1000) * 1000;
}

/** How many uploads are published at `nowMs` (uploads 0 … n−1). */
export function uploadsBefore(account: AccountModel, nowMs: number): number {
  if (account.uploadsAtAnchor === 0 || nowMs < account.firstUploadMs) return 0;
  const elapsed = (nowMs - account.firstUploadMs) / account.spanMs;
  let count = Math.min(MAX_UPLOADS, Math.floor(account.uploadsAtAnchor * elapsed ** (1 / account.pace)));
  // The inversion lands on the slot at most one away; settle on the exact count with the real timeline.
  while (count > 0 && uploadTimeMs(account, count - 1) > nowMs) count--;
  while (count < MAX_UPLOADS && uploadTimeMs(account, count) <= nowMs) count++;
  return count;
}

/** Followers grow with the account's age, quickly at first and then slower; never down. */
export function followersAt(account: AccountModel, nowMs: number): number {
  const age = Math.max(0, nowMs - account.firstUploadMs) / account.spanMs;
  const followers = Math.round(account.followersAtAnchor * age ** 0.6);
  return TRAITS[account.platform].roundFollowers ? roundToSignificant(followers, 3) : followers;
}

/** YouTube reports subscriber counts rounded down to three significant figures. */
function roundToSignificant(value: number, digits: number): number {
  if (value < 10 ** digits) return value;
  const unit = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Math.floor(value / unit) * unit;
}
