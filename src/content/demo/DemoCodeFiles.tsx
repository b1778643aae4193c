import { useId, type ReactNode } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { MaterialThemeScope } from '@/theme/MaterialThemeScope';
import { CodeBlock } from '../CodeBlock';
import type { CodeTokens } from '../codeTokens';
import { useRovingFocus } from './useRovingFocus';

/** One file a reader sees under a demo: the demo itself, its CSS module or a data module it imports. */
export interface DemoCodeFile {
  /** Path beside the demo file, as the demo imports it: `Grid.tsx`, `Grid.module.css`, `data/employees.ts`. */
  fileName: string;
  tokens: CodeTokens;
  /** Highlighting language, for the code block's name. */
  language: string;
  /** A seeded data module, which gets a note saying where it comes from. */
  data: boolean;
}

/**
 * The files of a demo's code view, the demo first. With more than one file they are tabs (WAI-ARIA tabs with
 * automatic activation: the arrow keys, Home and End select a file), each with its own Copy button, so a reader can
 * copy every file the demo needs into their project.
 */
export function DemoCodeFiles(props: DemoCodeFilesProps) {
  // The code blocks' Copy buttons are Material UI's.
  return (
    <MaterialThemeScope>
      <DemoCodeFilesContent {...props} />
    </MaterialThemeScope>
  );
}

interface DemoCodeFilesProps {
  demoName: string;
  files: DemoCodeFile[];
  /** Shown instead of the demo file's code block: the live editor, where the demo can be edited. */
  mainEditor?: ReactNode;
}

function DemoCodeFilesContent({ demoName, files, mainEditor }: DemoCodeFilesProps) {
  const t = useTranslate();
  const id = useId();
  const roving = useRovingFocus<HTMLDivElement>('[role="tab"]');
  const codeOf = (file: DemoCodeFile, index: number) =>
    index === 0 && mainEditor ? mainEditor : <CodeBlock tokens={file.tokens} language={file.language} />;
  if (files.length === 1) {
    return codeOf(files[0]!, 0);
  }
  const selected = Math.min(roving.active, files.length - 1);
  return (
    <div className="demo-code-files">
      <div
        ref={roving.container}
        role="tablist"
        aria-label={t('demo.files', { name: demoName })}
        className="demo-code-tabs"
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        {files.map((file, index) => (
          <button
            key={file.fileName}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={roving.tabIndexOf(index)}
            // A click focuses the tab, which selects it; Safari does not focus buttons on click.
            onClick={(event) => event.currentTarget.focus()}
          >
            {file.fileName}
          </button>
        ))}
      </div>
      {files.map((file, index) => (
        <div
          key={file.fileName}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          {index === selected && file.data ? (
            <p className="demo-data-note">{t('demo.dataNote', { file: file.fileName, demo: files[0]!.fileName })}</p>
          ) : null}
          {index === selected ? codeOf(file, index) : null}
        </div>
      ))}
    </div>
  );
}
