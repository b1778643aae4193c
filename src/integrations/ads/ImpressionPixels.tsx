import { memo } from 'react';

/** Hidden impression beacons of a displayed network ad. Memoised and mounted once per display, so each URL is requested once. */
export const ImpressionPixels = memo(function ImpressionPixels({ urls }: { urls: string[] }) {
  return (
    <>
      {urls.map((url, index) => (
        <img
          key={`${index}-${url}`}
          src={url}
          alt=""
          width={1}
          height={1}
          style={{ display: 'none' }}
          data-ad-impression=""
        />
      ))}
    </>
  );
});
