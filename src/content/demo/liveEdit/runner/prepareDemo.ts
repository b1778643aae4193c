import type { ComponentType } from 'react';
import type * as JsxRuntime from 'react/jsx-runtime';
import type { CodeVariant } from '@/preferences/codePreferences';
import { LOOP_BUDGET_MS } from '../runnerBudgets';
import { compileDemo } from './compileDemo';
import { evaluateDemo } from './evaluateDemo';
import { createLoopGuard } from './loopGuard';
import { createModuleLoader } from './loadRunnerModules';
import { RUNNER_MODULES } from './runnerModules';

const loadModules = createModuleLoader(RUNNER_MODULES);
const loopGuard = createLoopGuard({ budgetMs: LOOP_BUDGET_MS, now: () => performance.now(), afterRun: queueMicrotask });

const JSX_RUNTIME = 'react/jsx-runtime';

/** React's JSX runtime, telling `noteRender` each time the edited code creates an element (it is rendering). */
function countingJsxRuntime(runtime: typeof JsxRuntime, noteRender: () => void): typeof JsxRuntime {
  return {
    ...runtime,
    jsx: (...args) => {
      noteRender();
      return runtime.jsx(...args);
    },
    jsxs: (...args) => {
      noteRender();
      return runtime.jsxs(...args);
    },
  };
}

interface PrepareHooks {
  /** Called once the modules are loaded, just before the edited code runs (the page's watchdog starts then). */
  beforeRun: () => void;
  noteRender: () => void;
}

/** Compiles edited code, loads the modules it imports, runs it and returns the component it exports by default. */
export async function prepareDemo(source: string, variant: CodeVariant, hooks: PrepareHooks): Promise<ComponentType> {
  const compiled = compileDemo(source, variant);
  const modules = await loadModules(compiled.requires);
  if (modules.has(JSX_RUNTIME)) {
    modules.set(JSX_RUNTIME, countingJsxRuntime(modules.get(JSX_RUNTIME) as typeof JsxRuntime, hooks.noteRender));
  }
  hooks.beforeRun();
  return evaluateDemo(compiled.code, modules, loopGuard);
}
