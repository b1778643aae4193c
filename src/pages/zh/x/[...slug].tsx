import { getDocsStaticPaths, getDocsStaticProps } from '@/content/build/docsPageRoute';
import { DocsPage } from '@/shell/DocsPage';

export default DocsPage;
export const getStaticPaths = getDocsStaticPaths;
export const getStaticProps = getDocsStaticProps('zh');
