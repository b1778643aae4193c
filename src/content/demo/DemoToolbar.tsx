import { useTranslate } from '@/i18n/LanguageContext';
import { PlainIcon } from '@/icons/PlainIcon';
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from '@/preferences/codePreferences';
import { CODE_STYLING_LABELS } from '@/preferences/codeStylingLabels';

export interface DemoToolbarProps {
  demoName: string;
  /** The hash linking to this demo as shown (`#system-Demo.tsx`). */
  demoHash: string;
  codeOpen: boolean;
  onToggleCode: () => void;
  codeVariant: CodeVariant;
  onCodeVariant: (variant: CodeVariant) => void;
  stylings: CodeStyling[];
  styling: CodeStyling;
  onStyling: (styling: CodeStyling) => void;
  copied: boolean;
  onCopy: () => void;
  onReset: () => void;
  sourceUrl: string;
  onStackBlitz: () => void;
  onCodeSandbox: () => void;
}

interface ToggleGroupProps<Value extends string> {
  label: string;
  options: { value: Value; label: string; ga: Record<string, string> }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** Exclusive toggle buttons: one is pressed, pressing another selects it. */
function ToggleGroup<Value extends string>({ label, options, value, onChange }: ToggleGroupProps<Value>) {
  return (
    <div role="group" aria-label={label} className="demo-toggle-group">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          {...option.ga}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Controls under a demo: code visibility, language, styling, copy, reset, source and sandboxes. Plain buttons
 * styled by `.demo-toolbar` in src/styles/content.css: a page of demos hydrates them cheaply.
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate();
  const ga = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': props.demoName,
  });
  return (
    <div role="toolbar" aria-label={t('demo.toolbar')} className="demo-toolbar">
      {props.stylings.length > 1 ? (
        <ToggleGroup
          label={t('demo.styling')}
          value={props.styling}
          onChange={props.onStyling}
          options={CODE_STYLINGS.filter((styling) => props.stylings.includes(styling)).map((styling) => ({
            value: styling,
            label: t(CODE_STYLING_LABELS[styling]),
            ga: ga(`styling-${styling}`),
          }))}
        />
      ) : null}
      <ToggleGroup
        label={t('demo.language')}
        value={props.codeVariant}
        onChange={props.onCodeVariant}
        options={CODE_VARIANTS.map((variant) => ({ value: variant, label: variant, ga: ga(`language-${variant}`) }))}
      />
      <div className="demo-toolbar-spacer" />
      <button
        type="button"
        className="shell-button shell-button-small shell-button-primary"
        onClick={props.onToggleCode}
        aria-expanded={props.codeOpen}
        {...ga('toggle-code')}
      >
        <PlainIcon name="Code" small />
        {props.codeOpen ? t('demo.hideCode') : t('demo.showCode')}
      </button>
      <button
        type="button"
        className="shell-icon-button demo-icon-button"
        onClick={props.onCopy}
        aria-label={props.copied ? t('demo.copiedSource') : t('demo.copySource')}
        title={t('demo.copySource')}
        data-copied={props.copied || undefined}
        {...ga('copy')}
      >
        <PlainIcon name="ContentCopy" small />
      </button>
      <button
        type="button"
        className="shell-icon-button demo-icon-button"
        onClick={props.onReset}
        aria-label={t('demo.reset')}
        title={t('demo.reset')}
        {...ga('reset')}
      >
        <PlainIcon name="Refresh" small />
      </button>
      <a
        className="shell-icon-button demo-icon-button"
        href={props.demoHash}
        aria-label={t('demo.link')}
        title={t('demo.link')}
        {...ga('link')}
      >
        <PlainIcon name="Link" small />
      </a>
      <a
        className="shell-icon-button demo-icon-button"
        href={props.sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('demo.viewSource')}
        title={t('demo.viewSource')}
        {...ga('source')}
      >
        <PlainIcon name="GitHub" small />
      </a>
      <button
        type="button"
        className="shell-button shell-button-small shell-button-primary"
        onClick={props.onStackBlitz}
        aria-label={t('demo.stackblitz')}
        {...ga('stackblitz')}
      >
        StackBlitz
      </button>
      <button
        type="button"
        className="shell-button shell-button-small shell-button-primary"
        onClick={props.onCodeSandbox}
        aria-label={t('demo.codesandbox')}
        {...ga('codesandbox')}
      >
        CodeSandbox
      </button>
      {props.copied ? (
        <span role="status" className="demo-copied-status">
          {t('demo.copiedSource')}
        </span>
      ) : null}
    </div>
  );
}
