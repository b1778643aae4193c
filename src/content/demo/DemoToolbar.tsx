import { useTranslate } from '@/i18n/LanguageContext';
import type { PlainIconName } from '@/icons/iconNames';
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

interface IconActionProps {
  icon: PlainIconName;
  label: string;
  title: string;
  /** What a button does, or where a link goes (an external one opens in a new tab). */
  action: (() => void) | { href: string; external?: boolean };
  attributes: Record<string, string | true | undefined>;
}

/** An icon button, or an icon link, of the toolbar. */
function IconAction({ icon, label, title, action, attributes }: IconActionProps) {
  const common = { className: 'shell-icon-button demo-icon-button', 'aria-label': label, title, ...attributes };
  const glyph = <PlainIcon name={icon} small />;
  if (typeof action === 'function') {
    return (
      <button type="button" onClick={action} {...common}>
        {glyph}
      </button>
    );
  }
  const newTab = action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={action.href} {...newTab} {...common}>
      {glyph}
    </a>
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
      <IconAction
        icon="ContentCopy"
        label={props.copied ? t('demo.copiedSource') : t('demo.copySource')}
        title={t('demo.copySource')}
        action={props.onCopy}
        attributes={{ ...ga('copy'), 'data-copied': props.copied || undefined }}
      />
      <IconAction
        icon="Refresh"
        label={t('demo.reset')}
        title={t('demo.reset')}
        action={props.onReset}
        attributes={ga('reset')}
      />
      <IconAction
        icon="Link"
        label={t('demo.link')}
        title={t('demo.link')}
        action={{ href: props.demoHash }}
        attributes={ga('link')}
      />
      <IconAction
        icon="GitHub"
        label={t('demo.viewSource')}
        title={t('demo.viewSource')}
        action={{ href: props.sourceUrl, external: true }}
        attributes={ga('source')}
      />
      {(
        [
          ['stackblitz', 'StackBlitz', props.onStackBlitz],
          ['codesandbox', 'CodeSandbox', props.onCodeSandbox],
        ] as const
      ).map(([service, name, open]) => (
        <button
          key={service}
          type="button"
          className="shell-button shell-button-small shell-button-primary"
          onClick={open}
          aria-label={t(`demo.${service}`)}
          {...ga(service)}
        >
          {name}
        </button>
      ))}
      {props.copied ? (
        <span role="status" className="demo-copied-status">
          {t('demo.copiedSource')}
        </span>
      ) : null}
    </div>
  );
}
