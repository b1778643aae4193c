import type { DemoCode } from '../demoTypes';
import { Demo, type DemoProps } from './Demo';
import { useDemoCodeLoader } from './useDemoCodeLoader';

export type PageDemoProps = Omit<DemoProps, 'loadCode'> & {
  /** The page's demo sources: in the page data after a client-side navigation, null on a first load. */
  demoCode: DemoCode | null;
};

/**
 * A demo on its page, as `DemoSlot` loads it: the page's sources come with the demo machinery, not the first load
 * (fetched once per page, `fetchDemoCode`).
 */
export function PageDemo({ demoCode, ...props }: PageDemoProps) {
  const loadCode = useDemoCodeLoader(demoCode);
  return <Demo {...props} loadCode={loadCode} />;
}
