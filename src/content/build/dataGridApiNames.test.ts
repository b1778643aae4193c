import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiEntry } from '@/api/build/loadApiEntry';

/**
 * Accuracy of the Data Grid pages: every prop, method and event they name in a code span must exist in 7.21.0.
 * "Exists" is checked against the generated API data (props of the three grids, GridApi and GridColDef members)
 * and otherwise against the identifiers of the packages' own code (type declarations and the JavaScript, where
 * values such as filter operators live). Demo field names are not API and are not checked.
 */
const PAGES = path.join(process.cwd(), 'content', 'pages', 'react-data-grid');
const PACKAGES = ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'];

function listFiles(directory: string, suffix: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : listFiles(full, suffix);
    }
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** Inline code spans of a Markdown file, fenced blocks removed. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`(\s+(?:prop|props|method|event|callback|slot)\b)?/g)].map((match) => `${match[1]}${match[2] ? ' ' + match[2].trim() : ''}`);
}

const declarationIdentifiers = new Set(
  PACKAGES.flatMap((name) => [
    ...listFiles(path.join(process.cwd(), 'node_modules', name), '.d.ts'),
    ...listFiles(path.join(process.cwd(), 'node_modules', name), '.js'),
  ]).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)].map((match) => match[0]),
  ),
);

const props = new Set(
  ['data-grid', 'data-grid-pro', 'data-grid-premium'].flatMap((slug) => {
    const entry = loadApiEntry('data-grid', slug);
    return entry.kind === 'component' ? entry.props.map((prop) => prop.name) : [];
  }),
);
const gridApi = loadApiEntry('data-grid', 'grid-api');
const apiMembers = new Set(gridApi.kind === 'interface' ? gridApi.members.map((member) => member.name) : []);

interface Finding {
  file: string;
  span: string;
  reason: string;
}

/** Checks one code span against the API: why it is wrong, null when it is right, undefined when it names no API. */
function checkSpan(span: string): string | null | undefined {
  const method = /^apiRef\.current\.([A-Za-z_]\w*)/.exec(span);
  if (method) {
    return apiMembers.has(method[1]!) ? null : `apiRef method "${method[1]}" is not a GridApi member`;
  }
  const namedProp = /^([a-z]\w*) (prop|props)$/.exec(span);
  if (namedProp) {
    // Column definitions and the grid's subcomponents have props too: any name the packages declare is real.
    return props.has(namedProp[1]!) || declarationIdentifiers.has(namedProp[1]!) ? null : `"${namedProp[1]}" is not a prop of the grid or its parts`;
  }
  const handler = /^(on[A-Z]\w*)$/.exec(span.replace(/ (prop|callback)$/, ''));
  if (handler) {
    return props.has(handler[1]!) || declarationIdentifiers.has(handler[1]!) ? null : `"${handler[1]}" is not a grid callback prop`;
  }
  const event = /^['"]?([a-z]\w*)['"]? event$/.exec(span);
  if (event) {
    return declarationIdentifiers.has(event[1]!) ? null : `event "${event[1]}" does not exist in GridEventLookup`;
  }
  const exported = /^<?((?:DataGrid|Grid|use(?:Grid|DataGrid))\w*)/.exec(span);
  if (exported) {
    return declarationIdentifiers.has(exported[1]!) ? null : `"${exported[1]}" is not declared by the grid packages`;
  }
  return undefined;
}

describe('Data Grid pages name only real 7.21.0 APIs', () => {
  const files = listFiles(PAGES, '.md');

  it('finds the pages and checks a meaningful number of API names', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    const checked = files.flatMap((file) => codeSpans(fs.readFileSync(file, 'utf8'))).filter((span) => checkSpan(span) !== undefined);
    expect(checked.length).toBeGreaterThan(300);
  });

  it('the checker rejects invented names', () => {
    expect(checkSpan('apiRef.current.teleportRow')).toMatch(/not a GridApi member/);
    expect(checkSpan('rowTeleportation prop')).toMatch(/not a prop/);
    expect(checkSpan('onRowTeleport')).toMatch(/not a grid callback/);
    expect(checkSpan('GridTeleportButton')).toMatch(/not declared/);
    expect(checkSpan('apiRef.current.updateRows')).toBeNull();
    expect(checkSpan('processRowUpdate prop')).toBeNull();
  });

  it('every prop, apiRef method, event and exported name in the pages exists', () => {
    const findings: Finding[] = files.flatMap((file) =>
      codeSpans(fs.readFileSync(file, 'utf8')).flatMap((span) => {
        const reason = checkSpan(span);
        return reason ? [{ file: path.relative(process.cwd(), file), span, reason }] : [];
      }),
    );
    expect(findings).toEqual([]);
  });
});
