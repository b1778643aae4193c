import { OfflinePage } from '@/integrations/serviceWorker';
import { getNavigationOnlyProps } from '@/shell/navigation/navigationProps';

// Precached by the service worker and served for unvisited pages when the reader is offline: it carries the
// navigation in its HTML, since the tree cannot be downloaded then.
export default OfflinePage;
export const getStaticProps = getNavigationOnlyProps('en');
