import { useRouter } from 'next/router';
import { useEffect, type RefObject } from 'react';
import { useTranslate } from '@/i18n/LanguageContext';
import { copyButtonLabel, copyShortcutKey, isCopyShortcut, isMacPlatform } from './copyShortcut';
import { followClientSideLink, plainClickedLink } from '@/routing/isClientSideLink';
import { staticCodeBlockOf } from './staticCodeBlockOf';

/** How long a code block's button says "Copied". */
export const CODE_BLOCK_COPIED_MS = 2000;

const copiedTimers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

/**
 * The behaviour of build-time HTML that is never hydrated, from listeners on its container and the document:
 * internal links navigate client-side, heading anchors copy their URL, and each code block's Copy button (or
 * Ctrl/⌘+C while the block is hovered or focused and nothing is selected) copies the block and says "Copied" for
 * two seconds. `version` changes when the container gets new HTML (a client-side navigation).
 */
export function useStaticContentBehaviour(container: RefObject<HTMLElement | null>, version: unknown) {
  const router = useRouter();
  const t = useTranslate();

  useEffect(() => {
    const root = container.current;
    if (!root || !isMacPlatform(navigator.platform)) {
      return;
    }
    for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy-code]')) {
      button.setAttribute('aria-label', copyButtonLabel(t, '⌘'));
      button.querySelector('.copy-hint')!.textContent = '⌘+C';
    }
  }, [container, t, version]);

  useEffect(() => {
    const root = container.current;
    if (!root) {
      return undefined;
    }
    const shortcutKey = copyShortcutKey(navigator.platform);
    let hovered: Element | null = null;

    const copyBlock = async (block: Element) => {
      const button = block.querySelector<HTMLButtonElement>('button[data-copy-code]');
      const code = block.querySelector('pre code')?.textContent ?? '';
      try {
        await navigator.clipboard.writeText(code);
      } catch {
        return; // permission denied or an insecure context: nothing useful to tell the reader
      }
      if (!button || !button.isConnected) {
        return;
      }
      button.querySelector('.copy-label')!.textContent = t('copied');
      button.setAttribute('aria-label', t('copied'));
      clearTimeout(copiedTimers.get(button));
      copiedTimers.set(
        button,
        setTimeout(() => {
          button.querySelector('.copy-label')!.textContent = t('copy');
          button.setAttribute('aria-label', copyButtonLabel(t, shortcutKey));
        }, CODE_BLOCK_COPIED_MS),
      );
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const copyButton = target.closest('button[data-copy-code]');
      if (copyButton) {
        void copyBlock(copyButton.closest('.code-block')!);
        return;
      }
      const anchor = plainClickedLink(event);
      if (!anchor) {
        return;
      }
      const href = anchor.getAttribute('href') ?? '';
      if (anchor.hasAttribute('data-copy-link')) {
        navigator.clipboard?.writeText(new URL(href, window.location.href).toString()).catch(() => undefined);
        return;
      }
      followClientSideLink(anchor, event, router);
    };
    const onPointerOver = (event: PointerEvent) => {
      hovered = staticCodeBlockOf(event.target as Element);
    };
    const onPointerLeave = () => {
      hovered = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event, shortcutKey === '⌘') || window.getSelection()?.toString()) {
        return;
      }
      const focused =
        document.activeElement instanceof Element && root.contains(document.activeElement)
          ? staticCodeBlockOf(document.activeElement)
          : null;
      const block = focused ?? hovered;
      if (block) {
        event.preventDefault();
        void copyBlock(block);
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('pointerover', onPointerOver);
    root.addEventListener('pointerleave', onPointerLeave);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerover', onPointerOver);
      root.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, router, t]);
}
