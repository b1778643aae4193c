import { getGuideStaticPaths, getGuideStaticProps } from '@/server/content/guidePageRoute';
import { DocsPage } from '@/shell/DocsPage';

export default DocsPage;
export const getStaticPaths = getGuideStaticPaths;
export const getStaticProps = getGuideStaticProps('en');
