import { OfflinePage } from '@/integrations/serviceWorker';
import { getNavigationOnlyProps } from '@/shell/navigation/navigationProps';
import { EN_STRINGS } from '@/i18n/strings/en';
import { withUiStrings } from '@/i18n/withUiStrings';

// Precached by the service worker and served for unvisited pages when the reader is offline: it carries the
// navigation in its HTML, since the tree cannot be downloaded then.
export default withUiStrings(OfflinePage, EN_STRINGS);
export const getStaticProps = getNavigationOnlyProps('en');
