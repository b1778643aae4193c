import { useTranslate } from '@/i18n/LanguageContext';
import type { PlainIconName } from '@/icons/iconNames';
import { PlainIcon } from '@/icons/PlainIcon';
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from '@/preferences/codePreferences';
import { CODE_STYLING_LABELS } from '@/preferences/codeStylingLabels';
import { useRovingFocus } from './useRovingFocus';

/** The toolbar's controls, in the order the arrow keys visit them. */
const TOOLBAR_CONTROLS = 'button, a[href]';

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
  /** Moves focus to just before the demo, so the next Tab enters it. */
  onResetFocus: () => void;
  sourceUrl: string;
  onStackBlitz: () => void;
  onCodeSandbox: () => void;
}

interface ToggleGroupProps<Value extends string> {
  label: string;
  /** `tabIndex` is the button's place in the toolbar's roving Tab stop. */
  options: { value: Value; label: string; ga: Record<string, string>; tabIndex: number }[];
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
          tabIndex={option.tabIndex}
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
  tabIndex: number;
}

/** An icon button, or an icon link, of the toolbar. */
function IconAction({ icon, label, title, action, attributes, tabIndex }: IconActionProps) {
  const common = {
    className: 'shell-icon-button demo-icon-button',
    'aria-label': label,
    title,
    tabIndex,
    ...attributes,
  };
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
 * Controls under a demo: code visibility, language, styling, copy, reset, focus reset, source and sandboxes. Plain
 * buttons styled by `.demo-toolbar` in src/styles/content.css: a page of demos hydrates them cheaply. The toolbar is
 * one Tab stop (useRovingFocus): every control takes `tabIndex={nextTabIndex()}`, called in document order while
 * this component renders (not in a child component, which renders later).
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate();
  const roving = useRovingFocus<HTMLDivElement>(TOOLBAR_CONTROLS);
  let position = 0;
  const nextTabIndex = () => roving.tabIndexOf(position++);
  // The toolbar names the category and the demo for its controls (src/integrations/analytics/findClickEvent.ts).
  const ga = (action: string) => ({ 'data-ga-event-action': action });
  return (
    <div
      ref={roving.container}
      role="toolbar"
      aria-label={t('demo.toolbar')}
      className="demo-toolbar"
      data-ga-controls-category="demo"
      data-ga-controls-label={props.demoName}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      {props.stylings.length > 1 ? (
        <ToggleGroup
          label={t('demo.styling')}
          value={props.styling}
          onChange={props.onStyling}
          options={CODE_STYLINGS.filter((styling) => props.stylings.includes(styling)).map((styling) => ({
            value: styling,
            label: t(CODE_STYLING_LABELS[styling]),
            ga: ga(`styling-${styling}`),
            tabIndex: nextTabIndex(),
          }))}
        />
      ) : null}
      <ToggleGroup
        label={t('demo.language')}
        value={props.codeVariant}
        onChange={props.onCodeVariant}
        options={CODE_VARIANTS.map((variant) => ({
          value: variant,
          label: variant,
          ga: ga(`language-${variant}`),
          tabIndex: nextTabIndex(),
        }))}
      />
      <div className="demo-toolbar-spacer" />
      <button
        type="button"
        className="shell-button shell-button-small shell-button-primary"
        onClick={props.onToggleCode}
        aria-expanded={props.codeOpen}
        tabIndex={nextTabIndex()}
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
        tabIndex={nextTabIndex()}
      />
      <IconAction
        icon="Refresh"
        label={t('demo.reset')}
        title={t('demo.reset')}
        action={props.onReset}
        attributes={ga('reset')}
        tabIndex={nextTabIndex()}
      />
      <IconAction
        icon="CenterFocusStrong"
        label={t('demo.resetFocus')}
        title={t('demo.resetFocusHint')}
        action={props.onResetFocus}
        attributes={ga('reset-focus')}
        tabIndex={nextTabIndex()}
      />
      <IconAction
        icon="Link"
        label={t('demo.link')}
        title={t('demo.link')}
        action={{ href: props.demoHash }}
        attributes={ga('link')}
        tabIndex={nextTabIndex()}
      />
      <IconAction
        icon="GitHub"
        label={t('demo.viewSource')}
        title={t('demo.viewSource')}
        action={{ href: props.sourceUrl, external: true }}
        attributes={ga('source')}
        tabIndex={nextTabIndex()}
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
          tabIndex={nextTabIndex()}
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
