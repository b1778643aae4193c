import { ApiPage } from '@/api/ApiPage';
import { getApiIndexStaticPaths, getApiIndexStaticProps } from '@/server/api/apiIndexPageRoute';
import { ZH_STRINGS } from '@/i18n/strings/zh';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(ApiPage, ZH_STRINGS);
export const getStaticPaths = getApiIndexStaticPaths;
export const getStaticProps = getApiIndexStaticProps('zh');
