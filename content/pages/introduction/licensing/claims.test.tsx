import { render } from '@testing-library/react';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import * as license from '@mui/x-license';
import {
  generateLicense,
  LICENSE_STATUS,
  LicenseInfo,
  verifyLicense,
  Watermark,
  type MuiCommercialPackageName,
} from '@mui/x-license';
import { afterEach, describe, expect, vi } from 'vitest';
import { claim, untestable } from '@/claims/claim';

// The keys below are crafted with the package's own generator: a 7.x key is an MD5 hash of its base64 payload followed
// by the payload (order number, expiry, plan, licence model, plan version), so the checks run exactly as for a real key.
/** 7.21.0's release date, as every 7.21.0 commercial package embeds it (2024-10-16). */
const RELEASE_INFO = 'MTcyOTExNjAwMDAwMA==';
const RELEASED = 1729116000000;
const DAY = 24 * 3600 * 1000;
type Details = Parameters<typeof generateLicense>[0];
const key = (details: Partial<Details>) =>
  generateLicense({
    orderNumber: 'claims',
    expiryDate: new Date(Date.now() + 365 * DAY),
    planScope: 'pro',
    licenseModel: 'annual',
    planVersion: 'Q3-2024',
    ...details,
  } as Details);
const status = (licenseKey: string, packageName: MuiCommercialPackageName) =>
  verifyLicense({ releaseInfo: RELEASE_INFO, licenseKey, packageName }).status;
const withNodeEnv = <T,>(value: string, run: () => T): T => {
  // Node's process.env is writable; its typing here marks NODE_ENV read-only.
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  env.NODE_ENV = value;
  try {
    return run();
  } finally {
    env.NODE_ENV = previous;
  }
};
const watermark = (packageName: MuiCommercialPackageName) => {
  const { container, unmount } = render(<Watermark packageName={packageName} releaseInfo={RELEASE_INFO} />);
  const text = container.textContent;
  unmount();
  return text;
};
const COMMERCIAL: MuiCommercialPackageName[] = [
  'x-data-grid-pro',
  'x-date-pickers-pro',
  'x-tree-view-pro',
  'x-charts-pro',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('packages and plans', () => {
  claim(
    'The `@mui/x-license` package only stores and checks the key for the commercial packages; it has no features of its own.',
    () => {
      for (const name of Object.keys(license)) {
        expect([name, /licen[cs]e|LICENSE|Watermark|ReleaseInfo|Error$/i.test(name)]).toEqual([name, true]);
      }
    },
  );

  claim('They need no licence key and never show a watermark.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(<DataGrid autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />);
    expect(container.textContent).not.toMatch(/MUI X/);
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/license/i);
    unmount();
  });

  claim(
    'Premium includes all Pro features, so one Premium licence covers both `@mui/x-data-grid-premium` and the Pro packages.',
    () => {
      const premium = key({ planScope: 'premium' });
      for (const name of ['x-data-grid-premium', ...COMMERCIAL] as MuiCommercialPackageName[]) {
        expect([name, status(premium, name)]).toEqual([name, LICENSE_STATUS.Valid]);
      }
    },
  );

  claim(
    'Pro keys of the initial plan (bought before that update) cover only `@mui/x-data-grid-pro` and `@mui/x-date-pickers-pro`',
    () => {
      const initial = key({ planVersion: 'initial' });
      for (const name of COMMERCIAL) {
        const expected = ['x-data-grid-pro', 'x-date-pickers-pro'].includes(name)
          ? LICENSE_STATUS.Valid
          : LICENSE_STATUS.NotAvailableInInitialProPlan;
        expect([name, status(initial, name)]).toEqual([name, expected]);
      }
    },
  );

  claim('a Pro licence bought since the Q3 2024 plan update covers it too', () => {
    const current = key({});
    const initial = key({ planVersion: 'initial' });
    expect(status(current, 'x-charts-pro')).toBe(LICENSE_STATUS.Valid);
    expect(status(current, 'x-tree-view-pro')).toBe(LICENSE_STATUS.Valid);
    for (const name of ['x-charts-pro', 'x-tree-view-pro'] as const) {
      expect([name, status(initial, name)]).toEqual([name, LICENSE_STATUS.NotAvailableInInitialProPlan]);
    }
    expect(status(initial, 'x-data-grid-pro')).toBe(LICENSE_STATUS.Valid);
  });

  claim(
    'Even though licences are counted per developer, your application only needs one licence key installed.',
    () => {
      LicenseInfo.setLicenseKey(key({ planScope: 'premium' }));
      for (const name of ['x-data-grid-premium', ...COMMERCIAL] as MuiCommercialPackageName[])
        expect([name, watermark(name)]).toEqual([name, '']);
      LicenseInfo.setLicenseKey('');
    },
  );
});

describe('evaluation without a key', () => {
  claim('a watermark reading "MUI X Missing license key" is drawn over the component;', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, unmount } = render(<DataGridPro autoHeight rows={[{ id: 1 }]} columns={[{ field: 'id' }]} />);
    expect(container.textContent).toContain('MUI X Missing license key');
    // The component works normally: the row is there.
    expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(1);
    expect(error.mock.calls.flat().join(' ')).toMatch(/license key is missing/i);
    unmount();
  });

  claim('an error explaining that the key is missing is logged to the browser console.', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Watermark packageName="x-date-pickers-pro" releaseInfo={RELEASE_INFO} />).unmount();
    expect(error.mock.calls.flat().join(' ')).toMatch(/The license key is missing/);
  });
});

describe('offline validation', () => {
  claim('There is no network request, no licence server and no telemetry call.', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    LicenseInfo.setLicenseKey(key({}));
    watermark('x-data-grid-pro');
    LicenseInfo.setLicenseKey('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('when the licence term ends', () => {
  claim('Each MUI X release embeds its own release date, and the key contains the end date of your term.', () => {
    expect(atob(RELEASE_INFO)).toBe(String(RELEASED));
    const expiry = new Date('2025-03-01T00:00:00Z');
    expect(atob(key({ expiryDate: expiry }).slice(32))).toContain(`E=${expiry.getTime()}`);
  });

  claim('A key keeps working in production with every version released before the term ended.', () => {
    const endedAfterRelease = key({ expiryDate: new Date(RELEASED + 10 * DAY) });
    expect(withNodeEnv('production', () => status(endedAfterRelease, 'x-data-grid-pro'))).toBe(LICENSE_STATUS.Valid);
  });

  claim(
    'If you upgrade to a version released after that date, the component shows an "MUI X Expired package version" watermark and logs a console error.',
    () => {
      const endedBeforeRelease = key({ expiryDate: new Date(RELEASED - 10 * DAY) });
      expect(withNodeEnv('production', () => status(endedBeforeRelease, 'x-data-grid-pro'))).toBe(
        LICENSE_STATUS.ExpiredVersion,
      );
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      LicenseInfo.setLicenseKey(endedBeforeRelease);
      expect(withNodeEnv('production', () => watermark('x-date-pickers-pro'))).toBe('MUI X Expired package version');
      LicenseInfo.setLicenseKey('');
      expect(error.mock.calls.flat().join(' ')).toMatch(/Expired package version/);
    },
  );

  claim(
    'Once the term has ended, development builds show a watermark and log an error that explains how to renew.',
    () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      LicenseInfo.setLicenseKey(key({ expiryDate: new Date(Date.now() - 10 * DAY) }));
      expect(withNodeEnv('development', () => watermark('x-tree-view-pro'))).toBe('MUI X Expired license key');
      LicenseInfo.setLicenseKey('');
      expect(error.mock.calls.flat().join(' ')).toMatch(/Renew your license/);
    },
  );

  claim('After a grace period of about 30 days, the check throws an error in development.', () => {
    const longExpired = key({ expiryDate: new Date(Date.now() - 40 * DAY) });
    expect(withNodeEnv('development', () => status(longExpired, 'x-data-grid-pro'))).toBe(LICENSE_STATUS.ExpiredAnnual);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    LicenseInfo.setLicenseKey(longExpired);
    expect(() => withNodeEnv('development', () => watermark('x-charts-pro'))).toThrow(/Expired license key/);
    LicenseInfo.setLicenseKey('');
  });

  claim('Production builds are not affected by this rule.', () => {
    const longExpired = key({ expiryDate: new Date(Date.now() - 40 * DAY) });
    // Expired long ago, but after 7.21.0 was released: production only compares with the release date.
    expect(withNodeEnv('production', () => status(longExpired, 'x-data-grid-pro'))).toBe(LICENSE_STATUS.Valid);
  });
});

describe('licence messages', () => {
  claim('The key is malformed, often a copy-paste typo', () => {
    const good = key({});
    const typo = `${good.slice(0, 40)}${good[40] === 'A' ? 'B' : 'A'}${good.slice(41)}`;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    LicenseInfo.setLicenseKey(typo);
    expect(watermark('x-data-grid-pro')).toBe('MUI X Invalid license key');
    LicenseInfo.setLicenseKey('');
  });

  claim('A Pro key is used with a Premium package', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    LicenseInfo.setLicenseKey(key({}));
    expect(watermark('x-data-grid-premium')).toBe('MUI X License key plan mismatch');
    LicenseInfo.setLicenseKey('');
  });

  claim(
    'A Pro key of the initial plan (bought before the Q3 2024 update) is used with the Charts or Tree View Pro package',
    () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      LicenseInfo.setLicenseKey(key({ planVersion: 'initial' }));
      expect(watermark('x-tree-view-pro')).toBe('MUI X Product not covered by plan');
      LicenseInfo.setLicenseKey('');
    },
  );

  claim('In every case the component still renders and remains usable for end users', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    LicenseInfo.setLicenseKey('not-a-key');
    const { container, unmount } = render(
      <DataGridPro autoHeight rows={[{ id: 1 }, { id: 2 }]} columns={[{ field: 'id' }]} />,
    );
    expect(container.textContent).toContain('MUI X Invalid license key');
    expect(container.querySelectorAll('[role="row"][data-id]')).toHaveLength(2);
    unmount();
    LicenseInfo.setLicenseKey('');
  });
});

const NOT_PACKAGE_BEHAVIOUR = 'a licence term of the EULA, not something the packages do';
untestable(
  'Every developer who works on the front-end code of a project that uses Pro or Premium features needs to be covered by a licence',
  NOT_PACKAGE_BEHAVIOUR,
);
untestable(
  "Developers who never touch that code, and the end users of your application, don't need one.",
  NOT_PACKAGE_BEHAVIOUR,
);
