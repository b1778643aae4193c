import { OfflinePage } from '@/integrations/serviceWorker';

// Precached by the service worker and served for unvisited pages when the reader is offline.
export default OfflinePage;
