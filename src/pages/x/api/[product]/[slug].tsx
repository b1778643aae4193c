import { ApiPage } from '@/api/ApiPage';
import { getApiStaticPaths, getApiStaticProps } from '@/server/api/apiPageRoute';
import { EN_STRINGS } from '@/i18n/strings/en';
import { withUiStrings } from '@/i18n/withUiStrings';

export default withUiStrings(ApiPage, EN_STRINGS);
export const getStaticPaths = getApiStaticPaths;
export const getStaticProps = getApiStaticProps('en');
