import { getNavigationOnlyProps } from '@/shell/navigation/navigationProps';
import { NotFoundPage } from '@/shell/NotFoundPage';

export default NotFoundPage;
// One static page answers every unknown URL: it carries the English navigation (a Chinese URL's reader gets the
// Chinese one, rendered in the browser).
export const getStaticProps = getNavigationOnlyProps('en');
