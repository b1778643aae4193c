import { getGuideStaticPaths, getGuideStaticProps } from '@/server/content/guidePageRoute';
import { DocsPage } from '@/shell/DocsPage';
import { EN_STRINGS } from '@/i18n/strings/en';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(DocsPage, EN_STRINGS);
export const getStaticPaths = getGuideStaticPaths;
export const getStaticProps = getGuideStaticProps('en');
