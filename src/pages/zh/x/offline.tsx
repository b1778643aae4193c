import { OfflinePage } from '@/integrations/serviceWorker';
import { getNavigationOnlyProps } from '@/shell/navigation/navigationProps';
import { ZH_STRINGS } from '@/i18n/strings/zh';
import { withUiStrings } from '@/i18n/withUiStrings';

// Precached by the service worker and served for unvisited pages when the reader is offline: it carries the
// navigation in its HTML, since the tree cannot be downloaded then.
export default withUiStrings(OfflinePage, ZH_STRINGS);
export const getStaticProps = getNavigationOnlyProps('zh');
