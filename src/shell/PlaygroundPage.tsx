import '@/content/demo/applyLicenseKey';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useState, type ComponentType } from 'react';
import { DemoErrorBoundary } from '@/content/demo/DemoErrorBoundary';
import { loadDemoModule } from '@/content/demo/loadDemoModule';
import { useTranslate } from '@/i18n/LanguageContext';
import { MUI_X_VERSION } from '@/routing/muiXVersion';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';
import { parsePlaygroundDemo } from './playgroundDemo';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'package', headerName: 'Package', flex: 1, minWidth: 200 },
  { field: 'plan', headerName: 'Plan', width: 140 },
  { field: 'version', headerName: 'Version', width: 120 },
];

// The packages released together as MUI X; the Pro Charts and Tree View packages follow their own versions.
const rows = [
  { package: '@mui/x-data-grid', plan: 'Community' },
  { package: '@mui/x-data-grid-pro', plan: 'Pro' },
  { package: '@mui/x-data-grid-premium', plan: 'Premium' },
  { package: '@mui/x-date-pickers', plan: 'Community' },
  { package: '@mui/x-date-pickers-pro', plan: 'Pro' },
  { package: '@mui/x-charts', plan: 'Community' },
  { package: '@mui/x-tree-view', plan: 'Community' },
  { package: '@mui/x-license', plan: 'Pro and Premium' },
].map((row, index) => ({ id: index + 1, ...row, version: MUI_X_VERSION }));

type Loaded =
  | { status: 'idle' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'missing'; requested: string };

/** Loads the demo named by `?demo=`; an invalid or unknown name becomes a readable message. */
function usePlaygroundDemo(): Loaded {
  const router = useRouter();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const raw = router.isReady ? router.query.demo : undefined;
  useEffect(() => {
    if (raw === undefined) {
      return;
    }
    const demo = parsePlaygroundDemo(raw);
    if (!demo) {
      setLoaded({ status: 'missing', requested: String(raw) });
      return;
    }
    loadDemoModule(demo).then(
      (module) => setLoaded({ status: 'ready', Component: module.default }),
      () => setLoaded({ status: 'missing', requested: demo }),
    );
  }, [raw]);
  return loaded;
}

/**
 * A bare page (no app bar, no navigation) that shows one demo at full size: `/x/playground/?demo=<page>/demos/<Name>`.
 * Without a demo it shows the MUI X packages in a grid, so the page is useful on its own.
 */
export function PlaygroundPage() {
  const t = useTranslate();
  const demo = usePlaygroundDemo();
  return (
    <>
      <Head>
        <title>{`Playground - MUI X ${MUI_X_VERSION}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <MaterialThemeScope>
        <Box component="main" sx={{ height: '100vh', p: 2 }}>
          {demo.status === 'ready' ? (
            <DemoErrorBoundary
              message={t('demo.error')}
              retryLabel={t('demo.retry')}
              onRetry={() => window.location.reload()}
            >
              <demo.Component />
            </DemoErrorBoundary>
          ) : null}
          {demo.status === 'missing' ? <Alert severity="warning">{`No demo named "${demo.requested}".`}</Alert> : null}
          {demo.status === 'idle' ? <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} /> : null}
        </Box>
      </MaterialThemeScope>
    </>
  );
}

PlaygroundPage.layout = 'bare' as const;
