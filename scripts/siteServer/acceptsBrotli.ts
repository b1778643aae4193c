/** Whether an Accept-Encoding header admits Brotli: `br` listed without `q=0` (Chrome sends `gzip, deflate, br, zstd`). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'br') {
      return false;
    }
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
