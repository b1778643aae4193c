import type { Language } from '@/i18n/languages';
import type { DocsApiEntry } from '../docsManifest';
import { sourceLine, ToolInputError } from '../docsAnswer';
import type { DocsData } from '../loadDocsData';

const PLAN_LABELS: Record<DocsApiEntry['plan'], string> = {
  community: 'Community (MIT)',
  pro: 'Pro (commercial licence)',
  premium: 'Premium (commercial licence)',
};

function findEntry(data: DocsData, name: string): DocsApiEntry {
  const wanted = name.trim();
  const exact = data.manifest.api.find((entry) => entry.name === wanted);
  const entry = exact ?? data.manifest.api.find((candidate) => candidate.name.toLowerCase() === wanted.toLowerCase());
  if (entry) {
    return entry;
  }
  if (!wanted) {
    throw new ToolInputError('get_api needs the name of a component or interface, such as "DataGrid" or "GridColDef".');
  }
  // Names inside the one asked for (`DataGridUltra` → `DataGrid`) or containing it, then the search's API pages.
  const lower = wanted.toLowerCase();
  const related = data.manifest.api
    .map((candidate) => candidate.name)
    .filter((candidate) => lower.includes(candidate.toLowerCase()) || candidate.toLowerCase().includes(lower))
    .sort((a, b) => Math.abs(a.length - wanted.length) - Math.abs(b.length - wanted.length));
  const searched = data
    .engine('en')
    .search(wanted, 20)
    .filter((hit) => hit.kind !== 'section')
    .map((hit) => hit.pageTitle);
  const suggestions = [...new Set([...related, ...searched])].slice(0, 5);
  throw new ToolInputError(
    `get_api: MUI X ${data.manifest.version} documents no component or interface named "${wanted}".${
      suggestions.length > 0 ? ` Close names: ${suggestions.join(', ')}.` : ''
    } Names are case-sensitive exports such as DataGridPro, DateCalendar, BarChart or RichTreeView.`,
  );
}

/**
 * A component's or interface's API page as Markdown (import lines, description, props with type, default and
 * description, slots, CSS classes; or an interface's properties and methods), with its plan.
 */
export function getApi(data: DocsData, input: { name: string; language?: Language }): string {
  const entry = findEntry(data, input.name);
  const language = input.language ?? 'en';
  const plan = `Plan: ${PLAN_LABELS[entry.plan]}, ${entry.kind} of the ${entry.product} packages.`;
  return `${sourceLine(data.manifest, data.url(entry.pathname, language))}\n${plan}\n\n${data.readTwin(entry.pathname, language)}`;
}
