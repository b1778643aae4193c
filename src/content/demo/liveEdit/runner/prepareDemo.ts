import type { ComponentType } from 'react';
import type { CodeVariant } from '@/preferences/codePreferences';
import { compileDemo } from './compileDemo';
import { evaluateDemo } from './evaluateDemo';
import { createModuleLoader } from './loadRunnerModules';
import { RUNNER_MODULES } from './runnerModules';

const loadModules = createModuleLoader(RUNNER_MODULES);

/** Compiles edited code, loads the modules it imports, runs it and returns the component it exports by default. */
export async function prepareDemo(source: string, variant: CodeVariant): Promise<ComponentType> {
  const compiled = compileDemo(source, variant);
  const modules = await loadModules(compiled.requires);
  return evaluateDemo(compiled.code, modules);
}
