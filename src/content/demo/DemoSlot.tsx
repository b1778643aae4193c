import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { EARLY_PRESSED_ATTRIBUTE } from '@/earlyInput/captureEarlyInput';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';
import { useNearViewport } from './useNearViewport';

type DemoComponent = typeof import('./PageDemo').PageDemo;
export type DemoSlotProps = ComponentProps<DemoComponent>;

// The server renders the whole demo into the page. Next writes `typeof window` as a constant in each bundle, so the
// client's drops this branch and, with it, the demo machinery from the page's first load.
const serverDemo: DemoComponent | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dead branch in the client bundle
  typeof window === 'undefined' ? (require('./PageDemo') as typeof import('./PageDemo')).PageDemo : null;

/** The demo machinery once loaded: a client-side navigation renders its demos at once (never set while hydrating). */
let loadedDemo: DemoComponent | null = null;

/** The toolbar's controls, in document order: the same in the server's markup and in the demo that replaces it. */
const CONTROLS = '.demo-toolbar button, .demo-toolbar a[href]';

/** What happened to the server's markup before the demo replaced it: the controls pressed and the one focused. */
interface Carried {
  presses: number[];
  focus: number;
}

function controlsOf(slot: HTMLElement | null): HTMLElement[] {
  return slot ? [...slot.querySelectorAll<HTMLElement>(CONTROLS)] : [];
}

/**
 * A demo on its page (decision 0024). The first load keeps the server's markup of the demo (frame, "Loading demo…"
 * and toolbar) as static HTML and loads the demo machinery once the demo nears the viewport, a URL hash names it, or
 * a reader presses or focuses its toolbar; the demo then replaces the markup, and the presses it caught meanwhile
 * (including those the early-input script kept before hydration) are made again on the demo's controls, in order,
 * with focus carried over. A client-side navigation has no server markup: the demo loads at once.
 */
export function DemoSlot(props: DemoSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried>({ presses: [], focus: -1 });
  const [Demo, setDemo] = useState<DemoComponent | null>(() => loadedDemo);
  const [asked, setAsked] = useState(0);
  const near = useNearViewport(slot);
  const linked = useCodePreferences().demoHash?.demo === props.demo.name;
  const wanted = near || linked || asked > 0;

  useEffect(() => {
    if (!slot.current?.hasChildNodes()) {
      setAsked((count) => count + 1);
    }
  }, []);

  useEffect(() => {
    if (!wanted || Demo) {
      return undefined;
    }
    let cancelled = false;
    import('./PageDemo').then(
      (module) => {
        loadedDemo = module.PageDemo;
        if (!cancelled) {
          carried.current.focus = controlsOf(slot.current).indexOf(document.activeElement as HTMLElement);
          setDemo(() => module.PageDemo);
        }
      },
      () => {
        // The chunk did not download: the presses kept so far are dropped, and the next one tries again.
        for (const control of controlsOf(slot.current)) {
          control.removeAttribute(EARLY_PRESSED_ATTRIBUTE);
          control.removeAttribute('aria-busy');
        }
        carried.current.presses = [];
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, asked, Demo]);

  useEffect(() => {
    if (!Demo) {
      return;
    }
    const controls = controlsOf(slot.current);
    const { presses, focus } = carried.current;
    carried.current = { presses: [], focus: -1 };
    controls[focus]?.focus();
    for (const index of presses) {
      controls[index]?.click();
    }
  }, [Demo]);

  if (Demo) {
    return (
      <div key="live" ref={slot}>
        <Demo {...props} />
      </div>
    );
  }
  if (serverDemo) {
    const ServerDemo = serverDemo;
    return (
      <div key="static">
        <ServerDemo {...props} />
      </div>
    );
  }
  /** A press on the server's toolbar: kept, shown as pressed like an early press, and made again once it is live. */
  const keepPress = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest('button');
    const index = controlsOf(slot.current).indexOf(control as HTMLElement);
    if (!control || index < 0) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (!carried.current.presses.includes(index)) {
      carried.current.presses.push(index);
    }
    control.setAttribute(EARLY_PRESSED_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
    setAsked((count) => count + 1);
  };
  return (
    <div
      key="static"
      ref={slot}
      onClickCapture={keepPress}
      onFocusCapture={() => setAsked((count) => count + 1)}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
