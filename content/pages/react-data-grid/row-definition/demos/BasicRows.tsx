import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: number;
  pages: number;
}

const rows: GridRowsProp<Book> = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', published: 1969, pages: 304 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', published: 1987, pages: 324 },
  { id: 3, title: 'Things Fall Apart', author: 'Chinua Achebe', published: 1958, pages: 209 },
  { id: 4, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', published: 1967, pages: 417 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', published: 1989, pages: 258 },
  { id: 6, title: 'Wolf Hall', author: 'Hilary Mantel', published: 2009, pages: 653 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'author', headerName: 'Author', width: 200 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function BasicRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
