// zod's mini build: these run in every page's first load, where the full zod would cost about 13 KB gzip.
import * as z from '@/validation/zodMini';

export interface PaletteColors {
  primary: string;
  secondary?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Material UI's colour parser only knows lower-case function names.
const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/;
const HSL = /^hsla?\(\s*\d{1,3}\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/;

/** Checks a colour is in a format Material UI's colour manipulators support (hex, rgb(a), hsl(a)). */
export function assertSupportedColor(value: string, field: string): string {
  const color = value.trim();
  if (HEX.test(color) || RGB.test(color) || HSL.test(color)) {
    return color;
  }
  throw new Error(
    `Unsupported colour format for "${field}": ${JSON.stringify(value)}. Use #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().`,
  );
}

const paletteCookieSchema = z.object({
  primary: z.string(),
  secondary: z.optional(z.string()),
});

/**
 * Parses the palette cookie (JSON `{ primary, secondary? }`).
 * Throws a readable error for malformed JSON, a wrong shape or an unsupported colour format.
 */
export function parsePaletteColors(raw: string): PaletteColors {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(`The palette colours cookie is not valid JSON: ${JSON.stringify(raw.slice(0, 80))}`);
  }
  const result = paletteCookieSchema.safeParse(json);
  if (!result.success) {
    throw new Error('The palette colours cookie must be an object { primary: string, secondary?: string }.');
  }
  const { primary, secondary } = result.data;
  return {
    primary: assertSupportedColor(primary, 'primary'),
    ...(secondary !== undefined ? { secondary: assertSupportedColor(secondary, 'secondary') } : {}),
  };
}

/** Like parsePaletteColors, but a bad cookie means the default palette (null) instead of an error. */
export function readPaletteColors(raw: string | undefined, onError?: (error: Error) => void): PaletteColors | null {
  if (!raw) {
    return null;
  }
  try {
    return parsePaletteColors(raw);
  } catch (error) {
    onError?.(error as Error);
    return null;
  }
}
