import { describe, expect, it } from 'vitest';
import { extractSnippets } from './extractSnippets';
import { typecheckSnippets } from './typecheckSnippets';

const page = (blocks: string[]) => blocks.map((block) => `Some prose.\n\n${block}\n`).join('\n');
const check = (markdown: string) =>
  typecheckSnippets(extractSnippets(markdown, 'fixture.md')).map((error) => `${error.line}: ${error.message}`);

describe('typecheckSnippets (fixtures against the installed packages)', () => {
  it('fails on an invented prop, naming the Markdown line', () => {
    const errors = check(page(['```tsx\n<DataGrid\n  rows={rows}\n  columns={columns}\n  inventedProp\n/>\n```']));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^7: .*inventedProp/s);
  });

  it('fails on a wrong value type and on an unknown apiRef method', () => {
    const errors = check(
      page([
        '```tsx\n<DataGrid rows={rows} columns={columns} pageSizeOptions="10" />\n```',
        '```ts\napiRef.current.setFilterModelNow({ items: [] });\n```',
      ]),
    );
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain('setFilterModelNow');
  });

  it('accepts a fragment using packages’ exports without imports, and a full module with its own', () => {
    expect(
      check(
        page([
          '```tsx\n<DataGridPro rows={rows} columns={columns} pagination />\n```',
          "```tsx\nimport * as React from 'react';\nimport { BarChart } from '@mui/x-charts/BarChart';\n\nexport default function Demo() {\n  const [n] = React.useState(1);\n  return <BarChart series={[{ data: [n] }]} height={200} />;\n}\n```",
          '```tsx\n<LocalizationProvider dateAdapter={AdapterDayjs}>\n  <DatePicker defaultValue={dayjs()} />\n</LocalizationProvider>\n```',
          "```tsx\nimport { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.body).render(<App />);\n```",
          '```tsx\n<RichTreeView items={items} />\n```',
        ]),
      ),
    ).toEqual([]);
  });

  it('imports DataGridPremium from the Premium package, not the deprecated stub the Pro package also exports', () => {
    expect(
      check(
        page([
          "```tsx\n<DataGridPremium rows={rows} columns={columns} initialState={{ rowGrouping: { model: ['company'] } }} />\n```",
        ]),
      ),
    ).toEqual([]);
  });

  it('compiles the hidden preamble above a cut line, and fails on a name nobody declares', () => {
    expect(
      check(page(["```ts\nconst column: GridColDef =\n// ---cut---\n{ field: 'age', type: 'number' };\n```"])),
    ).toEqual([]);
    expect(check(page(["```ts\nconst column: GridColDef = { field: 'age', type: 'numeric' };\n```"]))).toHaveLength(1);
    expect(check(page(['```ts\nconsole.log(undeclaredThing);\n```']))[0]).toContain('undeclaredThing');
  });

  it('leaves out blocks labelled with another major version', () => {
    expect(check(page(['```tsx v8\n<DataGrid rows={rows} columns={columns} showToolbar />\n```']))).toEqual([]);
  });
});
