import './applyLicenseKey';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState } from 'react';
import { tokensToText } from '../codeTokens';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';
import type { CodeStyling } from '@/preferences/codePreferences';
import { formatDemoHash } from '@/preferences/demoHash';
import { DOCS_REPOSITORY_URL } from '@/shell/products';
import { useCopyFeedback } from '../useCopyFeedback';
import { demoSourcePath, type DemoCode, type DemoData, type DemoVariantCode } from '../demoTypes';
import type { DemoModuleLoader } from './demoModuleLoader';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import type { DemoCodeFile } from './DemoCodeFiles';
import { DemoErrorCard } from './DemoErrorCard';
import { DemoToolbar } from './DemoToolbar';
import { isLiveEditable } from './liveEdit/notEditableDemos';
import { useLiveEdit, useLiveEditorComponent } from './liveEdit/useLiveEdit';
import type { SandboxInput } from './sandbox/createSandboxFiles';
import { useDemoLocale } from './useDemoLocale';
import { useDemoModule, type DemoModuleState } from './useDemoModule';
import { useNearViewport } from './useNearViewport';
import { withMaterialTheme } from './withMaterialTheme';

// Loaded when a reader first shows a demo's code.
const DemoCodeFiles = dynamic(() => import('./DemoCodeFiles').then((module) => module.DemoCodeFiles));
// Loaded at a reader's first edit: the frame in which edited code runs.
const LivePreview = dynamic(() => import('./liveEdit/LivePreview').then((module) => module.LivePreview));

/** How long the toolbar confirms a copied source. */
export const DEMO_COPIED_MS = 1200;

export interface DemoProps {
  demo: DemoData;
  pageTitle: string;
  /** The page's demo sources: at hand after a client-side navigation, fetched on first use otherwise. */
  loadCode: () => Promise<DemoCode>;
  /** Loads a demo's module from the page's demo map; keeps its identity between renders. */
  loadModule: DemoModuleLoader;
}

/** The styling variant to show: the reader's preference when the demo has it, else the system one. */
export function pickStyling(preferred: CodeStyling, available: CodeStyling[]): CodeStyling {
  return available.includes(preferred) ? preferred : 'system';
}

interface DemoFrameContentProps {
  loaded: DemoModuleState;
  localeReady: boolean;
  resetKey: number;
  onRetryLoad: () => void;
  onRetryRender: () => void;
}

/** What the demo frame shows: the demo, the error card when its module failed to load, or "Loading demo…". */
function DemoFrameContent({ loaded, localeReady, resetKey, onRetryLoad, onRetryRender }: DemoFrameContentProps) {
  const t = useTranslate();
  if (loaded.status === 'failed') {
    return (
      <DemoErrorCard
        message={t('demo.error')}
        detail={loaded.error.message}
        retryLabel={t('demo.retry')}
        onRetry={onRetryLoad}
      />
    );
  }
  if (loaded.status === 'ready' && localeReady) {
    return (
      <DemoErrorBoundary key={resetKey} message={t('demo.error')} retryLabel={t('demo.retry')} onRetry={onRetryRender}>
        <loaded.Component />
      </DemoErrorBoundary>
    );
  }
  return (
    <div role="status" className="demo-status">
      {t('demo.loading')}
    </div>
  );
}

/** A live demo, loaded when it nears the viewport, with its toolbar and source. */
export function Demo({ demo, pageTitle, loadCode, loadModule }: DemoProps) {
  const t = useTranslate();
  const language = useLanguage();
  const preferences = useCodePreferences();
  const { setCodeVariant, setCodeStyling } = preferences;
  // A URL hash naming this demo shows it in that language and styling for the visit, whatever is stored.
  const hashOverride = preferences.demoHash?.demo === demo.name ? preferences.demoHash : null;
  const codeVariant = hashOverride?.variant ?? preferences.codeVariant;
  const codeStyling = hashOverride?.styling ?? preferences.codeStyling;
  const section = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const focusStart = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const localeReady = useDemoLocale();
  const [codeOpen, setCodeOpen] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const { copied, copy } = useCopyFeedback(DEMO_COPIED_MS);

  const stylings = Object.keys(demo.variants) as CodeStyling[];
  const styling = pickStyling(codeStyling, stylings);
  const variant = demo.variants[styling] ?? demo.variants.system;
  const [pageCode, setPageCode] = useState<DemoCode | null>(null);
  const [codeFailed, setCodeFailed] = useState(false);
  const variantCode = (from: DemoCode): DemoVariantCode =>
    from.demos[demo.name]?.[styling] ?? from.demos[demo.name]!.system!;
  /** Runs an action that needs the sources once they are here; a failure shows in the code area. */
  const withCode = (action: (code: DemoCode) => void) => {
    setCodeFailed(false);
    loadCode().then(
      (code) => {
        setPageCode(code);
        action(code);
      },
      () => {
        setCodeOpen(true);
        setCodeFailed(true);
      },
    );
  };
  const live = useLiveEdit(`${styling}.${codeVariant}`);
  const LiveEditor = useLiveEditorComponent(codeOpen);
  // What the reader sees is what Copy and the sandboxes take: the edited code once there is one.
  const sourceText = (code: DemoCode) => live.edited ?? tokensToText(variantCode(code).sources[codeVariant].tokens);

  const loadThemedModule = useMemo(() => withMaterialTheme(loadModule), [loadModule]);
  const { state: loaded, retry: retryLoad } = useDemoModule(variant.modulePath, near, loadThemedModule);

  // Following a demo link scrolls to the demo: its id is not in the HTML before the demo machinery renders.
  const linkedHere = hashOverride !== null;
  useEffect(() => {
    if (linkedHere) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [linkedHere, preferences.demoHash]);

  const sandbox = (code: DemoCode): SandboxInput => ({
    title: `${pageTitle} - ${demo.name}`,
    name: demo.name,
    code: sourceText(code),
    variant: codeVariant,
    styling,
    extraFiles: variantCode(code).extraFiles.map((file) => ({
      fileName: file.fileName,
      code: tokensToText(file.tokens),
    })),
    localModules: Object.fromEntries(
      variantCode(code).dataModules.map((module) => {
        const file = code.dataFiles[module]![codeVariant];
        return [file.fileName, tokensToText(file.tokens)];
      }),
    ),
  });
  const openSandbox = (service: 'stackblitz' | 'codesandbox') =>
    withCode(
      (code) =>
        void import('./sandbox/openDemoSandbox').then((module) => module.openDemoSandbox(service, sandbox(code))),
    );
  /** The files a reader sees and copies: the demo, its CSS module, then the data modules it imports. */
  const codeFiles = (code: DemoCode): DemoCodeFile[] => {
    const { sources, extraFiles, dataModules } = variantCode(code);
    const ts = codeVariant === 'TS';
    return [
      { ...sources[codeVariant], language: ts ? 'tsx' : 'jsx', data: false },
      ...extraFiles.map((file) => ({ ...file, language: 'css', data: false })),
      ...dataModules.map((module) => ({
        ...code.dataFiles[module]![codeVariant],
        language: ts ? 'ts' : 'js',
        data: true,
      })),
    ];
  };

  /** Whether the reader may edit this demo in place (docs/architecture.md, "Live editing"). */
  const editable = (code: DemoCode) => isLiveEditable(variant.modulePath, variantCode(code).extraFiles.length);

  return (
    <section
      ref={section}
      className="demo"
      aria-label={t('demo.label', { name: demo.name })}
      data-demo={demo.name}
      id={formatDemoHash({ demo: demo.name, variant: codeVariant, styling }).slice(1)}
    >
      {/* "Reset focus" lands here, so the next Tab reaches the demo's first control. */}
      <div ref={focusStart} tabIndex={-1} className="demo-focus-start">
        {t('demo.focusStart', { name: demo.name })}
      </div>
      <div ref={frame} className="demo-frame" lang={language === 'zh' ? 'zh-CN' : 'en'}>
        {live.shown ? null : (
          <DemoFrameContent
            loaded={loaded}
            localeReady={localeReady}
            resetKey={resetKey}
            onRetryLoad={retryLoad}
            onRetryRender={() => setResetKey((key) => key + 1)}
          />
        )}
        {live.edited !== undefined ? (
          <LivePreview
            key={live.editorKey}
            code={live.edited}
            variant={codeVariant}
            title={t('demo.livePreview', { name: demo.name })}
            shown={live.shown}
            onShown={live.markShown}
          />
        ) : null}
      </div>
      <DemoToolbar
        demoName={demo.name}
        demoHash={formatDemoHash({ demo: demo.name, variant: codeVariant, styling })}
        codeOpen={codeOpen}
        onToggleCode={() => {
          if (!codeOpen && !pageCode) {
            withCode(() => undefined);
          }
          setCodeOpen((open) => !open);
        }}
        codeVariant={codeVariant}
        onCodeVariant={setCodeVariant}
        stylings={stylings}
        styling={styling}
        onStyling={setCodeStyling}
        copied={copied}
        onCopy={() => withCode((code) => void copy(sourceText(code)))}
        onReset={() => {
          setResetKey((key) => key + 1);
          live.reset();
          if (loaded.status === 'failed') {
            retryLoad();
          }
        }}
        onResetFocus={() => focusStart.current?.focus()}
        sourceUrl={`${DOCS_REPOSITORY_URL}/blob/main/${demoSourcePath(variant)}`}
        onStackBlitz={() => openSandbox('stackblitz')}
        onCodeSandbox={() => openSandbox('codesandbox')}
      />
      {codeOpen && pageCode ? (
        <div data-code-variant={codeVariant}>
          <DemoCodeFiles
            demoName={demo.name}
            files={codeFiles(pageCode)}
            // The demo's own file is the live editor where the demo can be edited; its other files stay read-only.
            mainEditor={
              LiveEditor && editable(pageCode) ? (
                <LiveEditor
                  key={live.editorKey}
                  initialCode={sourceText(pageCode)}
                  variant={codeVariant}
                  label={t('demo.codeEditor', { name: demo.name })}
                  onChange={live.edit}
                />
              ) : undefined
            }
          />
          {live.edited !== undefined ? <p className="demo-status">{t('demo.edited')}</p> : null}
          {editable(pageCode) ? null : <p className="demo-status">{t('demo.notEditable')}</p>}
        </div>
      ) : null}
      {codeOpen && !pageCode ? (
        <div role={codeFailed ? 'alert' : 'status'} className="demo-status demo-code-status">
          {codeFailed ? t('demo.codeFailed') : t('demo.codeLoading')}
        </div>
      ) : null}
    </section>
  );
}
