import { CODE_STYLINGS, CODE_VARIANTS } from '@/preferences/codePreferences';
import { CODE_STYLING_LABELS } from '@/preferences/codeStylingLabels';
import { COLOR_MODES } from '@/theme/colorMode';
import { DENSE_SPACING, MAX_SPACING, MIN_SPACING } from '@/theme/constants';
import type { SettingsStrings } from './settingsStrings';
import type { SettingsAction, SettingsState } from './settingsState';

export interface SettingsDrawerView {
  dialog: HTMLDialogElement;
  /** Opens the drawer over a backdrop, the focus on its close button; closing gives the focus back to the opener. */
  show: () => void;
  /**
   * Puts the closed drawer in the page ahead of a first press, so that the press only opens it: its frame first, then
   * one part of its body per `nextStep`. Styled at once, the drawer is one task of 14-18 ms on a fast machine (each of
   * its three icons is an image the browser decodes the first time it is drawn), a long task on a phone; a part at a
   * time, none is. Showing it puts in at once whatever is still out.
   */
  attach: (nextStep: (step: () => void) => void) => void;
  /** Shows a state: pressed buttons, the switch, the spacing and its limits, the custom colours. Keeps the focus. */
  update: (state: SettingsState) => void;
}

type Attributes = Record<string, string>;

const TITLE_ID = 'settings-drawer-title';

/**
 * The settings drawer as plain DOM, styled by `.settings-drawer` in src/styles/content.css: a `<dialog>` over a
 * backdrop that behaves as a modal one (Escape or the backdrop close it, Tab stays inside, the focus goes back to the
 * opener), with the controls React's drawer had. Every control reports to `dispatch`; the caller stores, paints and
 * calls `update`.
 */
export function createSettingsDrawer(
  doc: Document,
  strings: SettingsStrings,
  dispatch: (action: SettingsAction) => void,
): SettingsDrawerView {
  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Attributes = {},
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      node.setAttribute(name, value);
    }
    node.append(...children);
    return node;
  };
  const icon = (name: string) => element('span', { class: 'plain-icon', 'data-icon': name, 'aria-hidden': 'true' });
  const tracked = (action: string, label?: string): Attributes => ({
    'data-ga-event-category': 'settings',
    'data-ga-event-action': action,
    ...(label ? { 'data-ga-event-label': label } : {}),
  });

  const toggleGroups: { buttons: HTMLButtonElement[]; selected: (state: SettingsState) => string }[] = [];
  const toggles = <T extends string>(
    name: string,
    label: string,
    options: readonly { value: T; label: string }[],
    selected: (state: SettingsState) => T,
    choose: (value: T) => SettingsAction,
  ) => {
    const headingId = `settings-${name}`;
    const buttons = options.map((option) => {
      const button = element(
        'button',
        { type: 'button', value: option.value, ...tracked(name, option.value) },
        option.label,
      );
      button.addEventListener('click', () => dispatch(choose(option.value)));
      return button;
    });
    toggleGroups.push({ buttons, selected });
    return element(
      'div',
      { class: 'settings-group' },
      element('h3', { id: headingId, class: 'settings-heading' }, label),
      element('div', { class: 'settings-toggles', role: 'group', 'aria-labelledby': headingId }, ...buttons),
    );
  };

  const close = element(
    'button',
    { type: 'button', class: 'shell-icon-button', 'aria-label': strings.closeSettings },
    icon('Close'),
  );
  const dense = element('input', { type: 'checkbox', role: 'switch' });
  dense.addEventListener('change', () => dispatch({ type: 'SET_DENSE', payload: dense.checked }));
  const step = (action: 'DECREASE_SPACING' | 'INCREASE_SPACING', label: string, iconName: string, gaLabel: string) => {
    const button = element(
      'button',
      { type: 'button', class: 'shell-icon-button', 'aria-label': label, ...tracked('spacing', gaLabel) },
      icon(iconName),
    );
    button.addEventListener('click', () => dispatch({ type: action }));
    return button;
  };
  const decrease = step('DECREASE_SPACING', strings['settings.decreaseSpacing'], 'Remove', 'decrease');
  const increase = step('INCREASE_SPACING', strings['settings.increaseSpacing'], 'Add', 'increase');
  const spacing = element('output', { 'aria-live': 'polite' });
  const denseNote = element('p', { class: 'settings-note' });
  const customColors = element('div', { class: 'settings-group' });
  const reset = element(
    'button',
    { type: 'button', class: 'settings-reset', ...tracked('reset') },
    strings['settings.reset'],
  );
  reset.addEventListener('click', () => dispatch({ type: 'RESET' }));

  const body = element(
    'div',
    { class: 'settings-drawer-body' },
    toggles(
      'mode',
      strings['settings.mode'],
      COLOR_MODES.map((mode) => ({ value: mode, label: strings[`settings.${mode}`] })),
      (state) => state.theme.paletteMode,
      (paletteMode) => ({ type: 'CHANGE', payload: { paletteMode } }),
    ),
    toggles(
      'direction',
      strings['settings.direction'],
      [
        { value: 'ltr', label: strings['settings.ltr'] },
        { value: 'rtl', label: strings['settings.rtl'] },
      ] as const,
      (state) => state.theme.direction,
      (direction) => ({ type: 'CHANGE', payload: { direction } }),
    ),
    toggles(
      'code-language',
      strings['settings.codeLanguage'],
      CODE_VARIANTS.map((variant) => ({ value: variant, label: variant })),
      (state) => state.codeVariant,
      (variant) => ({ type: 'SET_CODE_VARIANT', payload: variant }),
    ),
    toggles(
      'code-style',
      strings['settings.codeStyle'],
      CODE_STYLINGS.map((styling) => ({ value: styling, label: strings[CODE_STYLING_LABELS[styling]] })),
      (state) => state.codeStyling,
      (styling) => ({ type: 'SET_CODE_STYLING', payload: styling }),
    ),
    element('h3', { class: 'settings-heading' }, strings['settings.density']),
    element('label', { class: 'settings-switch' }, dense, element('span', {}, strings['settings.dense'])),
    element(
      'div',
      { class: 'settings-group settings-spacing', role: 'group', 'aria-labelledby': 'settings-spacing' },
      element(
        'div',
        { class: 'settings-spacing-row' },
        element('span', { id: 'settings-spacing' }, strings['settings.spacing']),
        decrease,
        spacing,
        increase,
      ),
      denseNote,
    ),
    customColors,
    reset,
  );
  const dialog = element(
    'dialog',
    { class: 'settings-drawer', 'aria-labelledby': TITLE_ID, 'aria-modal': 'true' },
    element('div', { class: 'settings-drawer-header' }, element('h2', { id: TITLE_ID }, strings.settings), close),
    body,
  );
  // Not showModal(): making the rest of the page inert restyles every element of it, 130 to 280 ms of a slow
  // phone's first tap on a long page. The backdrop takes the pointer, the drawer keeps the keyboard's focus.
  const backdrop = element('div', { class: 'settings-backdrop', hidden: '' });
  let opener: HTMLElement | null = null;
  const hide = () => dialog.close();
  close.addEventListener('click', hide);
  backdrop.addEventListener('click', hide);
  dialog.addEventListener('close', () => {
    backdrop.hidden = true;
    doc.body.style.overflow = '';
    opener?.focus();
    opener = null;
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      hide();
      return;
    }
    if (event.key !== 'Tab') {
      return;
    }
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button:enabled,input:enabled')];
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (doc.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    }
  });
  let partsOut: Element[] = [];
  const putInTheRest = () => {
    body.append(...partsOut);
    partsOut = [];
  };
  const attach = (nextStep: (step: () => void) => void) => {
    if (dialog.isConnected) {
      return;
    }
    partsOut = [...body.children];
    body.replaceChildren();
    doc.body.append(backdrop, dialog);
    const putInNextPart = () => {
      const part = partsOut.shift();
      if (part) {
        body.append(part);
      }
      if (partsOut.length) {
        nextStep(putInNextPart);
      }
    };
    if (partsOut.length) {
      nextStep(putInNextPart);
    }
  };
  const show = () => {
    if (!dialog.isConnected) {
      doc.body.append(backdrop, dialog);
    }
    putInTheRest();
    if (dialog.open) {
      return;
    }
    opener = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    backdrop.hidden = false;
    // The page under the drawer stays put. Not a `:has()` rule on <html>: adding the drawer to the page, or opening
    // it, would then restyle every element of the page.
    doc.body.style.overflow = 'hidden';
    dialog.show();
    close.focus({ preventScroll: true });
  };

  let shownColors: SettingsState['theme']['paletteColors'] | undefined;
  const showCustomColors = (colors: SettingsState['theme']['paletteColors']) => {
    if (colors === shownColors) {
      return;
    }
    shownColors = colors;
    customColors.replaceChildren();
    customColors.hidden = !colors;
    if (!colors) {
      return;
    }
    const swatches = [
      { label: strings['settings.primaryColor'], color: colors.primary },
      { label: strings['settings.secondaryColor'], color: colors.secondary },
    ].flatMap(({ label, color }) => {
      if (!color) {
        return [];
      }
      const swatch = element('span', { class: 'settings-swatch', 'aria-hidden': 'true' });
      // The colour passed assertSupportedColor; set through the style object, which the CSP allows.
      swatch.style.backgroundColor = color;
      return [element('p', { class: 'settings-color' }, swatch, `${label}: `, element('code', {}, color))];
    });
    const resetColors = element(
      'button',
      { type: 'button', class: 'settings-reset', ...tracked('reset-colors') },
      strings['settings.resetColors'],
    );
    resetColors.addEventListener('click', () => dispatch({ type: 'RESET_COLORS' }));
    customColors.append(
      element('h3', { class: 'settings-heading' }, strings['settings.customColors']),
      ...swatches,
      resetColors,
    );
  };

  const update = (state: SettingsState) => {
    for (const group of toggleGroups) {
      const value = group.selected(state);
      for (const button of group.buttons) {
        button.setAttribute('aria-pressed', String(button.value === value));
      }
    }
    dense.checked = state.theme.dense;
    spacing.textContent = `${state.theme.spacing} px`;
    decrease.disabled = state.theme.spacing <= MIN_SPACING;
    increase.disabled = state.theme.spacing >= MAX_SPACING;
    const capped = state.theme.dense && state.theme.spacing > DENSE_SPACING;
    denseNote.hidden = !capped;
    denseNote.textContent = capped ? `${strings['settings.denseSpacing']} ${DENSE_SPACING} px` : '';
    showCustomColors(state.theme.paletteColors);
  };
  return { dialog, update, show, attach };
}
