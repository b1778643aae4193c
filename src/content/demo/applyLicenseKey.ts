import { LicenseInfo } from '@mui/x-license';

/**
 * Pro and Premium demos read the MUI X licence key given at build time (NEXT_PUBLIC_MUI_X_LICENSE_KEY).
 * Without one they show the library's own watermark; no key is ever committed.
 */
const licenseKey = process.env.NEXT_PUBLIC_MUI_X_LICENSE_KEY;
if (licenseKey) {
  LicenseInfo.setLicenseKey(licenseKey);
}
