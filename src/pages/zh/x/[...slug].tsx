import { getGuideStaticPaths, getGuideStaticProps } from '@/server/content/guidePageRoute';
import { DocsPage } from '@/shell/DocsPage';
import { ZH_STRINGS } from '@/i18n/strings/zh';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(DocsPage, ZH_STRINGS);
export const getStaticPaths = getGuideStaticPaths;
export const getStaticProps = getGuideStaticProps('zh');
