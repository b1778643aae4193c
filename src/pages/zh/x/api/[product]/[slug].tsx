import { ApiPage } from '@/api/ApiPage';
import { getApiStaticPaths, getApiStaticProps } from '@/server/api/apiPageRoute';
import { ZH_STRINGS } from '@/i18n/strings/zh';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(ApiPage, ZH_STRINGS);
export const getStaticPaths = getApiStaticPaths;
export const getStaticProps = getApiStaticProps('zh');
