// zod's mini build keeps the ad slot's chunk small (the full zod is about 13 KB gzip).
import * as z from '@/validation/zodMini';
import { cleanAdText } from './cleanAdText';
import { parseHttpsUrl } from './parseHttpsUrl';
import type { NetworkAd } from './types';

/** Entries looked at per answer: a real answer holds one or two. */
const MAX_ENTRIES = 20;
const MAX_COMPANY_LENGTH = 60;
const MAX_DESCRIPTION_LENGTH = 200;
/** Impression beacons kept per entry. */
const MAX_IMPRESSIONS = 8;

const answerSchema = z.object({ ads: z.array(z.unknown()) });

const entrySchema = z.object({
  company: z.string(),
  description: z.string(),
  statlink: z.string(),
  image: z.optional(z.string()),
  statimp: z.optional(z.string()),
  pixel: z.optional(z.string()),
  timestamp: z.optional(z.union([z.string(), z.number()])),
});

export type AdListResult = { ok: true; ads: NetworkAd[] } | { ok: false; reason: string };

/** The `statimp` beacon, then one per `||`-separated part of `pixel`, `[timestamp]` filled in; anything not https is dropped. */
function getImpressionUrls(
  statimp: string | undefined,
  pixel: string | undefined,
  timestamp: string | number | undefined,
): string[] {
  const stamp = timestamp === undefined ? '' : encodeURIComponent(String(timestamp));
  const pixels = (pixel ?? '').split('||').map((part) => part.trim().replaceAll('[timestamp]', stamp));
  return [statimp, ...pixels]
    .map(parseHttpsUrl)
    .filter((url): url is string => url !== null)
    .slice(0, MAX_IMPRESSIONS);
}

/** One entry of the list, validated; null when it is unusable (no valid https `statlink`, no company, wrong types). */
export function parseAdEntry(raw: unknown): NetworkAd | null {
  const entry = entrySchema.safeParse(raw);
  if (!entry.success) {
    return null;
  }
  const { company, description, statlink, image, statimp, pixel, timestamp } = entry.data;
  const link = parseHttpsUrl(statlink);
  const name = cleanAdText(company, MAX_COMPANY_LENGTH);
  if (!link || !name) {
    return null;
  }
  return {
    company: name,
    description: cleanAdText(description, MAX_DESCRIPTION_LENGTH),
    image: parseHttpsUrl(image),
    statlink: link,
    impressionUrls: getImpressionUrls(statimp, pixel, timestamp),
  };
}

/**
 * Reads the ad network's answer, `{ ads: [{ company, description, image, statlink, statimp, pixel, timestamp }] }`.
 * Not JSON or not that shape: not ok (the network is broken). Otherwise the usable entries, possibly none.
 */
export function parseAdList(text: string): AdListResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'the answer is not JSON' };
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) {
    return { ok: false, reason: 'the answer has no "ads" list' };
  }
  const ads = answer.data.ads
    .slice(0, MAX_ENTRIES)
    .map(parseAdEntry)
    .filter((ad): ad is NetworkAd => ad !== null);
  return { ok: true, ads };
}
