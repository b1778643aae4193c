import { LicenseInfo } from '@mui/x-license';
import { ENVIRONMENT } from '@/config/environment';

/**
 * Pro and Premium demos read the MUI X licence key given at build time (NEXT_PUBLIC_MUI_X_LICENSE_KEY).
 * Without one they show the library's own watermark; no key is ever committed.
 */
if (ENVIRONMENT.licenseKey) {
  LicenseInfo.setLicenseKey(ENVIRONMENT.licenseKey);
}
