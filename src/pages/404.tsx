import { NotFoundPage } from '@/shell/NotFoundPage';

// One static page answers every unknown URL, in either language: its navigation is rendered in the browser, in the
// reader's language (a 404 page with getStaticProps would make Next fetch page data for the unknown URL).
export default NotFoundPage;
