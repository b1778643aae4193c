/** The device pixel ratio to one decimal: zoom levels give long fractions that would split one value into many. */
export function roundDevicePixelRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}
