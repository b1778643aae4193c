import { useEffect, useRef } from 'react';

/**
 * Loads the ad network's script into the slot. The script renders its ad (Carbon's `#carbonads`) next to itself;
 * React renders no children here, so it never touches what the script adds.
 */
export function ThirdPartyAdScript({ url }: { url: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) {
      return undefined;
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.id = '_carbonads_js';
    container.append(script);
    return () => container.replaceChildren();
  }, [url]);
  return <span ref={ref} data-ad-script-container="" />;
}
