import dynamic from 'next/dynamic';
import { ENVIRONMENT } from '@/config/environment';

// Split from the page: the slot's logic loads after hydration, inside space reserved by the server-rendered box.
const AdSlotContent = dynamic(() => import('./AdSlotContent').then((module) => module.AdSlotContent), { ssr: false });

/**
 * The ad slot after a page's description. Its height is kept free before the ad arrives, so the page never shifts,
 * and Carbon's unstyled markup is laid out like the house ads (`.ad-slot` in src/styles/content.css).
 */
export function AdSlot() {
  return (
    <div data-ad-slot="body-top" className="ad-slot">
      <AdSlotContent config={ENVIRONMENT.ads} />
    </div>
  );
}
