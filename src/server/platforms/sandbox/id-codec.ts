// Ids that look like the platform's own (11-character YouTube ids, 19-digit TikTok ids…) but carry the demo data
// they stand for (an account key, an upload number), so any id we hand out can be read back without storage.
// The bits that are not data (the check) are a keyed hash of the data: an id is ours only if they match, which keeps
// real ids of the same shape from being misread (except by chance, 1 in the check's range). The data bits are also
// XOR-ed with a mask drawn from the check, so one account's ids do not share visible digits.
import "server-only";
import { hashString, mulberry32 } from "./random";

export interface IdCodec {
  encode(data: bigint): string;
  decode(id: string): bigint | null;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

interface Layout {
  /** How many distinct bodies the id format has (10^digits, 64^chars). */
  capacity: bigint;
  dataBits: number;
  salt: string;
}

/** 160 deterministic bits from `text`. */
function bitsOf(text: string): bigint {
  const next = mulberry32(hashString(text));
  let value = 0n;
  for (let i = 0; i < 5; i++) value = (value << 32n) | BigInt(Math.floor(next() * 4_294_967_296));
  return value;
}

function packer({ capacity, dataBits, salt }: Layout) {
  const scale = 1n << BigInt(dataBits);
  const padRange = capacity / scale;
  if (padRange < 2n) throw new Error(`Id layout ${salt} leaves no room for a check`);
  const checkOf = (data: bigint) => bitsOf(`${salt}:check:${data}`) % padRange;
  const maskOf = (check: bigint) => bitsOf(`${salt}:mask:${check}`) % scale;
  return {
    pack(data: bigint): bigint {
      if (data < 0n || data >= scale) throw new Error(`Id data out of range for ${salt}`);
      const check = checkOf(data);
      return check * scale + (data ^ maskOf(check));
    },
    unpack(body: bigint): bigint | null {
      if (body >= padRange * scale) return null;
      const check = body / scale;
      const data = (body % scale) ^ maskOf(check);
      return checkOf(data) === check ? data : null;
    },
  };
}

/** `prefix` followed by exactly `digits` decimal digits. */
export function decimalCodec(prefix: string, digits: number, dataBits: number, salt: string): IdCodec {
  const { pack, unpack } = packer({ capacity: 10n ** BigInt(digits), dataBits, salt });
  const shape = new RegExp(`^${prefix}(\\d{${digits}})$`);
  return {
    encode: (data) => prefix + pack(data).toString().padStart(digits, "0"),
    decode(id) {
      const body = shape.exec(id)?.[1];
      return body === undefined ? null : unpack(BigInt(body));
    },
  };
}

/** `prefix` followed by exactly `chars` base-64url characters. */
export function base64Codec(prefix: string, chars: number, dataBits: number, salt: string): IdCodec {
  const { pack, unpack } = packer({ capacity: 1n << BigInt(6 * chars), dataBits, salt });
  const shape = new RegExp(`^${prefix}([\\w-]{${chars}})$`);
  return {
    encode(data) {
      let body = pack(data);
      let text = "";
      for (let i = 0; i < chars; i++) {
        text = BASE64URL.charAt(Number(body % 64n)) + text;
        body /= 64n;
      }
      return prefix + text;
    },
    decode(id) {
      const body = shape.exec(id)?.[1];
      if (body === undefined) return null;
      let value = 0n;
      for (const char of body) value = value * 64n + BigInt(BASE64URL.indexOf(char));
      return unpack(value);
    },
  };
}
