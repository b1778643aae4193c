const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** Validates the GA4 measurement id of the build; empty means Google Analytics is off (the library is never loaded). */
export function parseMeasurementId(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) {
    return null;
  }
  if (!MEASUREMENT_ID.test(value)) {
    throw new Error(
      `NEXT_PUBLIC_GA_MEASUREMENT_ID is ${JSON.stringify(raw)}, which is not a Google Analytics 4 measurement id (G-XXXXXXXXXX). ` +
        'Fix it, or leave it unset to build without Google Analytics.',
    );
  }
  return value;
}
